import type { RouterContextProvider } from "react-router";
import { readShippingRules } from "../../../services/shipping/rules";
import { appContext } from "../../http/context.server";

/** The staff's delivery estimate, for the checkout's address fields and the order page. */
export async function deliveryRule(context: Readonly<RouterContextProvider>) {
  const { db } = context.get(appContext);
  return (await readShippingRules(db)).delivery;
}

import type { RouterContextProvider } from "react-router";
import { esimSupplierFor } from "../../../integrations/esim";
import { myEsimCards } from "../../../services/orders/my-esims";
import { signedInCustomer } from "../../guards/customer-route.server";
import { appContext } from "../../http/context.server";
import { requestLocale } from "../../language/messages.server";
import { requestPlatform } from "../catalogue/devices.server";

/** My eSIMs: the cards of the customer the route's guard let in, and the phone reading them. */
export async function myEsimsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, env, config } = context.get(appContext);
  const customer = signedInCustomer(context);
  const supplier = esimSupplierFor(config, env.SUPPLIER_KV);
  const esims = await myEsimCards(db, supplier, customer.user.id, requestLocale(context));
  // A personal page (never cached), so it may lead with the install link of the phone reading it.
  return { esims, platform: requestPlatform(request) };
}

import { data, type RouterContextProvider } from "react-router";
import type { Locale } from "../../../../app/lib/locale";
import { positiveIdOrNull } from "../../../../app/schemas/id";
import { esimSupplierFor } from "../../../integrations/esim";
import { orderDelivery } from "../../../services/orders/esims";
import { appContext } from "../../http/context.server";
import { orNotFoundPage } from "../../http/errors.server";

/** The customer's eSIM page: their own order's delivery, or a 404 page for anyone else's id. */
export async function loadOwnDelivery(
  context: Readonly<RouterContextProvider>,
  { userId, rawId, locale }: { userId: number; rawId: string | undefined; locale: Locale },
) {
  const { db, env, config } = context.get(appContext);
  const orderId = positiveIdOrNull(rawId);
  if (!orderId) throw data(null, { status: 404 });
  return orNotFoundPage(
    orderDelivery(db, esimSupplierFor(config, env.SUPPLIER_KV), { orderId, ownerId: userId, locale }),
  );
}

import { data, type RouterContextProvider } from "react-router";
import { ORDER_DESK_INTENT_ACCESS, OrderDeskActionSchema } from "../../app/schemas/admin/order-desk";
import { positiveIdOrNull } from "../../app/schemas/id";
import { esimSupplierFor } from "../integrations/esim";
import { NotFoundError } from "../services/errors";
import { orderDesk } from "../services/orders/desk";
import { runOrderDeskAction } from "../services/orders/desk-actions";
import { allows } from "../services/staff/permissions";
import { adminIntentAction } from "./admin-intent.server";
import { requireTab } from "./admin-page.server";
import { appContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/** The desk's page: the order (or the 404 page) and which of its actions this member may take. */
export async function loadOrderDesk(context: Context, rawId: string | undefined) {
  const { db, config, admin } = requireTab(context, "orders");
  const orderId = positiveIdOrNull(rawId);
  if (!orderId) throw data(null, { status: 404 });
  const supplier = esimSupplierFor(config, context.get(appContext).env.SUPPLIER_KV);
  try {
    return {
      order: await orderDesk(db, supplier, orderId),
      can: { refund: allows(admin, "canRefundOrders"), fulfil: allows(admin, "canViewOrders") },
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The desk's one action: the intent names what to do, the permission it needs is the JSON API's,
 * the fields are the API's schemas (adminIntentAction). Success goes back to the page (a plain
 * POST without JavaScript too).
 */
export function orderDeskAction(request: Request, context: Context, rawId: string | undefined) {
  const orderId = positiveIdOrNull(rawId);
  return adminIntentAction(request, context, {
    area: "canViewOrders",
    access: ORDER_DESK_INTENT_ACCESS,
    schema: OrderDeskActionSchema,
    redirectTo: orderId ? `/admin/orders/${orderId}` : undefined,
    run: (action, { db, env, config, actor }) => {
      if (!orderId) throw new NotFoundError("Order not found");
      const supplier = esimSupplierFor(config, env.SUPPLIER_KV);
      return runOrderDeskAction(db, env, supplier, actor, orderId, action);
    },
  });
}

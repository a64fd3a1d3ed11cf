import { data, type RouterContextProvider } from "react-router";
import { OrderDeskActionSchema } from "../../../../app/schemas/admin/order-desk";
import { esimSupplierFor } from "../../../integrations/esim";
import { fulfilmentOperations } from "../../../services/fulfilment/operations";
import { orderDesk } from "../../../services/orders/desk";
import { orderOperations } from "../../../services/orders/operations";
import { allows } from "../../../services/staff/permissions";
import { adminIntentAction } from "../../forms/admin-intent.server";
import { requireTab } from "../../guards/admin-page.server";
import { appContext } from "../../http/context.server";
import { orNotFoundPage } from "../../http/errors.server";
import { ORDER_INTENTS } from "./order-desk-intents.server";

type Context = Readonly<RouterContextProvider>;

function orderIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The desk's page: the order (or the 404 page) and which of its actions this member may take. */
export async function loadOrderDesk(context: Context, rawId: string | undefined) {
  const { db, config, admin } = requireTab(context, "orders");
  const orderId = orderIdOf(rawId);
  if (!orderId) throw data(null, { status: 404 });
  const supplier = esimSupplierFor(config, context.get(appContext).env.SUPPLIER_KV);
  return {
    order: await orNotFoundPage(orderDesk(db, supplier, orderId)),
    // Which buttons to show: the access of the operations they perform.
    can: {
      refund: allows(admin, orderOperations.refundOrder.access),
      ship: allows(admin, fulfilmentOperations.shipLine.access),
      deliver: allows(admin, fulfilmentOperations.deliverLine.access),
      resend: allows(admin, orderOperations.resendOrderEmail.access),
    },
  };
}

/**
 * The desk's one action: the intent names the operation (ORDER_INTENTS, shared with the Orders
 * list), performed on the order of the page's URL. Success goes back to the page (a plain POST
 * without JavaScript too). An id no order can have finds none: "Order not found", after the
 * checks of the intent and its fields.
 */
export function orderDeskAction(request: Request, context: Context, rawId: string | undefined) {
  const orderId = orderIdOf(rawId);
  return adminIntentAction(request, context, {
    tab: "orders",
    schema: OrderDeskActionSchema.transform((action) => ({ ...action, orderId: orderId ?? 0 })),
    redirectTo: orderId ? `/admin/orders/${orderId}` : undefined,
    intents: ORDER_INTENTS,
  });
}

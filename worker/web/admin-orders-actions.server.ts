import type { RouterContextProvider } from "react-router";
import { ORDER_DESK_INTENT_ACCESS } from "../../app/schemas/admin/order-desk";
import { type OpenRefundRequest, OrdersListActionSchema } from "../../app/schemas/admin/orders-list-intents";
import { esimSupplierFor } from "../integrations/esim";
import { runOrderDeskAction } from "../services/orders/desk-actions";
import { listRefundRequests } from "../services/orders/refund-requests";
import { allows } from "../services/staff/permissions";
import { adminIntentAction } from "./admin-intent.server";
import { listQuery, requireTab } from "./admin-page.server";
import { listOrders, OrderListQuerySchema } from "./admin-tabs.server";

type Context = Readonly<RouterContextProvider>;

/** The Orders list: a page of orders and, for members who may refund, the open refund requests. */
export async function loadOrdersList(request: Request, context: Context) {
  const { db, admin } = requireTab(context, "orders");
  const canRefund = allows(admin, "canRefundOrders");
  const requests = canRefund ? await listRefundRequests(db, { openOnly: true }) : [];
  const open: OpenRefundRequest[] = requests.map(({ status: _, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
  }));
  return {
    orders: await listOrders(db, OrderListQuerySchema.parse(listQuery(request))),
    canRefund,
    refundRequests: open,
  };
}

/**
 * The list's row actions: the desk's intents and service (so the same permissions, checks and
 * audit rows), told which order by `orderId`. The list stays where it is: `{ ok: true }`.
 */
export function ordersListAction(request: Request, context: Context) {
  return adminIntentAction(request, context, {
    area: "canViewOrders",
    access: ORDER_DESK_INTENT_ACCESS,
    schema: OrdersListActionSchema,
    run: async (action, { db, env, config, actor }) => {
      const supplier = esimSupplierFor(config, env.SUPPLIER_KV);
      const outcome = await runOrderDeskAction(db, env, supplier, actor, action.orderId, action);
      // The list has always said this of a refund, whole or one line.
      return action.intent === "refund"
        ? { ...outcome, title: `Refund sent for order #${action.orderId}` }
        : outcome;
    },
  });
}

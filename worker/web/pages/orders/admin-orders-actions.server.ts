import type { RouterContextProvider } from "react-router";
import {
  type OpenRefundRequest,
  OrdersListActionSchema,
} from "../../../../app/schemas/admin/orders-list-intents";
import { fulfilmentOperations } from "../../../services/fulfilment/operations";
import { orderOperations } from "../../../services/orders/operations";
import { listRefundRequests } from "../../../services/orders/refunds/requests";
import { allows } from "../../../services/staff/permissions";
import { adminIntentAction } from "../../forms/admin-intent.server";
import { listQuery, requireTab } from "../../guards/admin-page.server";
import { listOrders, OrderListQuerySchema, planChoices } from "../admin/admin-tabs.server";
import { ORDER_INTENTS } from "./order-desk-intents.server";

type Context = Readonly<RouterContextProvider>;

/** The Orders list: a page of orders, the plans to filter by and, for members who may refund, the open refund requests. */
export async function loadOrdersList(request: Request, context: Context) {
  const { db, admin } = requireTab(context, "orders");
  const canRefund = allows(admin, orderOperations.refundOrder.access);
  const requests = canRefund ? await listRefundRequests(db, { openOnly: true }) : [];
  const open: OpenRefundRequest[] = requests.map(({ status: _, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
  }));
  const [orders, plans] = await Promise.all([
    listOrders(db, OrderListQuerySchema.parse(listQuery(request))),
    planChoices(db),
  ]);
  return {
    orders,
    plans,
    canRefund,
    canShip: allows(admin, fulfilmentOperations.shipLine.access),
    refundRequests: open,
  };
}

/**
 * The list's row actions: the order desk's intents (ORDER_INTENTS: the same operations, toasts and
 * audit rows), told which order by `orderId`. The list stays where it is: `{ ok: true }`.
 */
export function ordersListAction(request: Request, context: Context) {
  return adminIntentAction(request, context, {
    tab: "orders",
    schema: OrdersListActionSchema,
    intents: ORDER_INTENTS,
  });
}

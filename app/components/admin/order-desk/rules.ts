import type { OrderDeskLine, OrderDeskView } from "~/schemas/admin/order-desk";
import { isRefundable } from "~/schemas/order-lifecycle";

// Which of the desk's actions the order's state allows, so that no button is offered that the
// services would refuse (they check again: these only keep dead buttons off the page).

export const leftToRefund = (order: OrderDeskView) => order.totalAmountSen - order.refundedAmountSen;

export const canRefund = (order: OrderDeskView) =>
  isRefundable(order.status) && order.payment.paymentIntentId !== null && leftToRefund(order) > 0;

export const lineLeftToRefund = (line: OrderDeskLine) => line.lineTotalSen - line.refundedAmountSen;

export const canRefundLine = (order: OrderDeskView, line: OrderDeskLine) =>
  canRefund(order) && order.lines.length > 1 && lineLeftToRefund(line) > 0;

export const canCancel = (order: OrderDeskView) => order.status === "pending";

export const canRetry = (order: OrderDeskView) => order.status === "failed";

export const canShip = (order: OrderDeskView, line: OrderDeskLine) =>
  order.status === "paid" &&
  line.type === "Physical SIM" &&
  line.fulfilment?.status !== "shipped" &&
  line.fulfilment?.status !== "delivered" &&
  line.fulfilment?.status !== "done";

/** A posted SIM is delivered when staff (from the courier's tracking) say it arrived. */
export const canMarkDelivered = (order: OrderDeskView, line: OrderDeskLine) =>
  (order.status === "shipped" || order.status === "paid") && line.fulfilment?.status === "shipped";

/** Sent and lost, or failed for good: a message on its way already is not queued twice. */
export const canResend = (status: string) => status === "sent" || status === "failed";

/** What the member on the desk may do. */
export interface DeskPermissions {
  /** Refund, cancel, decide refund requests (canRefundOrders). */
  refund: boolean;
  /** Retry a fulfilment, ship a SIM or say it arrived, resend an e-mail (canViewOrders). */
  fulfil: boolean;
}

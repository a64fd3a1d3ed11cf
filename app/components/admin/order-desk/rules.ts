import type { OrderDeskLine, OrderDeskView } from "~/schemas/admin/order-desk";

// Which of the desk's actions the order's state allows, so that no button is offered that the
// services would refuse (they check again: these only keep dead buttons off the page). What a
// refund pays comes from the server (`refundable`), worked out by the function that refunds.

export const canRefund = (order: OrderDeskView) => order.refundable.totalSen > 0;

/** One line of several (a single line is the whole order's refund). */
export const canRefundLine = (order: OrderDeskView, line: OrderDeskLine) =>
  canRefund(order) && order.lines.length > 1 && line.refundable.totalSen > 0;

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

/** What the member on the desk may do: the access of the operation behind each button. */
export interface DeskPermissions {
  /** Refund, cancel, retry a fulfilment, decide refund requests (canRefundOrders). */
  refund: boolean;
  /** Mark a SIM shipped, which e-mails the customer the tracking link (canRefundOrders). */
  ship: boolean;
  /** Say a posted SIM arrived, which delivers the order (canRefundOrders, as shipping it). */
  deliver: boolean;
  /** Resend an e-mail (canViewOrders). */
  resend: boolean;
}

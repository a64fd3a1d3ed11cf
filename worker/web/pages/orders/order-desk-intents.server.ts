import { formatRm } from "../../../../app/lib/money";
import { refundSplitText, SEEDED_REFUND } from "../../../../app/lib/refund-words";
import type { OrderDeskAction } from "../../../../app/schemas/admin/order-desk";
import { fulfilmentOperations as fulfilment } from "../../../services/fulfilment/operations";
import { orderOperations as orders } from "../../../services/orders/operations";
import { type IntentTable, intent } from "../../forms/admin-intent.server";

/** "RM 27.50 sent back: RM 22.50 to the card, RM 5.00 to store credit."; a seeded order says so. */
const sentBack = (refund: { refundedSen: number; creditSen: number; via: string | null }) =>
  `${formatRm(refund.refundedSen)} sent back: ${refundSplitText({
    cardSen: refund.refundedSen - refund.creditSen,
    creditSen: refund.creditSen,
    via: refund.via,
  })}.${refund.via === "seed" ? ` ${SEEDED_REFUND}` : ""}`;

/** A desk intent with the order it acts on (from the desk's URL, or a row of the Orders list). */
export type OrderIntent = OrderDeskAction & { orderId: number };

/**
 * What staff can do to one order, wherever they do it from (the order desk, or a row of the Orders
 * list): the operation each intent performs and what its toast says. One table, so the same refund
 * says the same thing on both screens.
 */
export const ORDER_INTENTS: IntentTable<OrderIntent> = {
  refund: intent(orders.refundOrder, {
    input: ({ orderId, orderItemId }) => ({ id: orderId, orderItemId }),
    says: (refund) => ({
      title: refund.full ? `Order #${refund.orderId} refunded` : `Line refunded on order #${refund.orderId}`,
      description: sentBack(refund),
    }),
  }),
  "cancel-unpaid": intent(orders.cancelOrder, {
    input: ({ orderId }) => ({ id: orderId }),
    says: (_, { orderId }) => ({
      title: `Order #${orderId} cancelled`,
      description: "Its payment page no longer works.",
    }),
  }),
  "retry-fulfilment": intent(fulfilment.retryFulfilment, {
    input: ({ orderId }) => ({ id: orderId }),
    says: (_, { orderId }) => ({
      title: "Fulfilment retried",
      description: `Order #${orderId} is delivered.`,
    }),
  }),
  "supplier-checked": intent(orders.markSupplierChecked, {
    input: ({ orderId }) => ({ id: orderId }),
    says: (_, { orderId }) => ({ title: `Order #${orderId}: supplier figures checked` }),
  }),
  ship: intent(fulfilment.shipLine, {
    input: ({ orderId, orderItemId, carrier, trackingNumber }) => ({
      id: orderId,
      itemId: orderItemId,
      carrier,
      trackingNumber,
    }),
    says: (shipped) => ({
      title: "Marked shipped",
      description: `${shipped.carrier} ${shipped.trackingNumber}`,
    }),
  }),
  delivered: intent(fulfilment.deliverLine, {
    input: ({ orderId, orderItemId }) => ({ id: orderId, itemId: orderItemId }),
    says: (line) => ({ title: "Marked delivered", description: `Order #${line.orderId} is ${line.status}.` }),
  }),
  "resend-email": intent(orders.resendOrderEmail, {
    input: ({ orderId, emailId }) => ({ orderId, emailId }),
    says: () => ({ title: "E-mail queued again" }),
  }),
  "approve-refund-request": intent(orders.approveOrderRefundRequest, {
    input: ({ intent: _, ...decision }) => decision,
    says: (refund, { orderId }) => ({
      title: `Order #${orderId} refunded`,
      description: sentBack(refund),
    }),
  }),
  "decline-refund-request": intent(orders.declineOrderRefundRequest, {
    input: ({ orderId, requestId }) => ({ orderId, requestId }),
    says: () => ({ title: "Refund request declined" }),
  }),
};

// What the customer is told an order is doing, read from its status and the few facts that change
// the sentence (FPX still with the bank, a SIM card to post, part of the money back). Free of
// words: app/components/account/order-words.ts says each state.

/**
 * The states a customer reads about, one sentence each.
 * @unitTested by `tests/unit/order-words.test.ts`
 */
export const CUSTOMER_ORDER_STATES = [
  "pending",
  "awaiting_bank",
  "paid",
  "posting",
  "delivered",
  "shipped",
  "arrived",
  "failed",
  "cancelled",
  "refunded",
  "partly_refunded",
  // A top-up adds data to an eSIM the customer already has: nothing is issued or installed.
  "topup_paid",
  "topup_delivered",
  "topup_failed",
] as const;
export type CustomerOrderState = (typeof CUSTOMER_ORDER_STATES)[number];

export interface OrderStateFacts {
  status: string;
  totalAmountSen: number;
  refundedAmountSen?: number;
  /** The payment method Stripe reported ("fpx" for online banking), when it did. */
  paymentMethod?: string | null;
  /** Set once the customer finished on Stripe's page, though a bank may not have confirmed yet. */
  paymentIntentId?: string | null;
  /** The order holds a Physical SIM, which is posted rather than issued. */
  ships?: boolean;
  /** A top-up order adds data to this eSIM (its ICCID); null or absent for a plan order. */
  topupIccid?: string | null;
}

export function customerOrderStateOf(order: OrderStateFacts): CustomerOrderState {
  const refunded = order.refundedAmountSen ?? 0;
  if (order.topupIccid && refunded === 0) {
    if (order.status === "paid") return "topup_paid";
    if (order.status === "delivered") return "topup_delivered";
    if (order.status === "failed") return "topup_failed";
  }
  switch (order.status) {
    case "pending":
      // Checkout finished but unpaid: a delayed method (FPX) waits for the bank.
      return order.paymentMethod === "fpx" || order.paymentIntentId ? "awaiting_bank" : "pending";
    case "paid":
      if (refunded > 0) return "partly_refunded";
      return order.ships ? "posting" : "paid";
    case "shipped":
      return refunded > 0 ? "partly_refunded" : "shipped";
    case "delivered":
      if (refunded > 0) return "partly_refunded";
      return order.ships ? "arrived" : "delivered";
    case "failed":
      return "failed";
    case "cancelled":
      return "cancelled";
    case "refunded":
      return refunded > 0 && refunded < order.totalAmountSen ? "partly_refunded" : "refunded";
    default:
      return "pending";
  }
}

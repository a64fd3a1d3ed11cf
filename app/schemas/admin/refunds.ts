/**
 * What a refund would pay back now: in all, and how that splits between the payment (through
 * Stripe) and the customer's store credit. Worked out by worker/services/orders/refunds/refundable.ts, the
 * same function the refund itself uses, so a dialog can never promise another figure than it pays.
 */
export interface RefundSplit {
  totalSen: number;
  /** What goes back through the payment provider, to the way the customer paid (`via`). */
  cardSen: number;
  creditSen: number;
  /**
   * Where `cardSen` goes: the payment's method as Stripe named it ("card", "fpx", "grabpay"), "seed"
   * for a seeded order no provider was paid for (refunded in the shop alone), or null when the
   * order does not record how it was paid.
   */
  via: string | null;
}

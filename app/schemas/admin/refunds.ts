/**
 * What a refund would pay back now: in all, and how that splits between the card (through Stripe)
 * and the customer's store credit. Worked out by worker/services/payments/refundable.ts, the same
 * function the refund itself uses, so a dialog can never promise another figure than it pays.
 */
export interface RefundSplit {
  totalSen: number;
  cardSen: number;
  creditSen: number;
}

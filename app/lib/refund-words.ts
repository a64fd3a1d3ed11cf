import type { RefundSplit } from "../schemas/admin/refunds";
import { PAYMENT_METHOD_LABELS } from "../schemas/checkout";
import { formatRm } from "./money";

/** Where a payment's part of a refund goes, by the payment's method (Stripe's type). */
const BACK_TO: Record<string, string> = {
  card: "to the card",
  fpx: "to the FPX bank account",
  grabpay: "to GrabPay",
  seed: "recorded in the shop only",
};

/** "to the card"; a method without words of its own by its label; unknown: the way they paid. */
function refundDestination(via: string | null): string {
  if (via === null) return "to the original payment method";
  return BACK_TO[via] ?? `to ${PAYMENT_METHOD_LABELS[via] ?? via}`;
}

/** What staff read about a seeded order's refund, in the dialog, the toast and the audit log. */
export const SEEDED_REFUND = "Seeded order: refunded in the shop only, no payment provider was charged.";

/**
 * "RM 22.50 to the card, RM 5.00 to store credit": where a refund's money goes, each part that is
 * not nothing, the payment's part by how the customer paid ("to the FPX bank account", "to GrabPay").
 * Staff read it in the refund dialog before they confirm and in the toast after.
 */
export function refundSplitText({
  cardSen,
  creditSen,
  via,
}: Pick<RefundSplit, "cardSen" | "creditSen" | "via">): string {
  return [
    cardSen > 0 ? `${formatRm(cardSen)} ${refundDestination(via)}` : "",
    creditSen > 0 ? `${formatRm(creditSen)} to store credit` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

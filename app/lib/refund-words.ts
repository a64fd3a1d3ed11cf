import type { RefundSplit } from "../schemas/admin/refunds";
import { formatRm } from "./money";

/**
 * "RM 22.50 to the card, RM 5.00 to store credit": where a refund's money goes, each part that is
 * not nothing. Staff read it in the refund dialog before they confirm and in the toast after.
 */
export function refundSplitText({ cardSen, creditSen }: Pick<RefundSplit, "cardSen" | "creditSen">): string {
  return [
    cardSen > 0 ? `${formatRm(cardSen)} to the card` : "",
    creditSen > 0 ? `${formatRm(creditSen)} to store credit` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

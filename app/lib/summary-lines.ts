import type { CartSummary, PriceLines } from "~/schemas/cart";

/**
 * The lines the order summary and the Pay button show: the server's priceLines (checkout/
 * discount-lines.ts), with the credit or, the checkout's box unticked, without. No sums here.
 */
export function summaryLines(summary: CartSummary, useCredit: boolean): PriceLines {
  const price = summary.price?.[useCredit ? "withCredit" : "withoutCredit"];
  return (
    price ?? {
      subtotalSen: summary.subtotalSen,
      promotionSen: 0,
      referralSen: 0,
      creditSen: 0,
      totalSen: summary.totalSen,
    }
  );
}

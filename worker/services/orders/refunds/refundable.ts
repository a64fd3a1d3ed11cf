import type { RefundSplit } from "../../../../app/schemas/admin/refunds";
import { isRefundable } from "../../../../app/schemas/order-lifecycle";
import { paidPerLine } from "../../checkout/discount-lines";

/** The order's money as refunds need it (a row of `orders`, or any view carrying these columns). */
export interface RefundableOrder {
  status: string;
  paymentIntentId: string | null;
  /** How it was paid (Stripe's method type), and whether a provider took the money at all. */
  paymentMethod: string | null;
  paymentProvider: string;
  /** What the card paid (after the code's and the referral's discounts and the credit). */
  totalAmountSen: number;
  refundedAmountSen: number;
  /** What the customer's credit paid, and how much of it has gone back. */
  creditAmountSen: number;
  creditRefundedSen: number;
  discountAmountSen: number;
  referralDiscountSen: number;
}

/** One line of the order, in the order's line order (the last line takes the discount's rounding). */
export interface RefundableLine {
  id: number;
  priceSen: number;
  quantity: number;
  refundedAmountSen: number;
}

export interface Refundable {
  /** A refund of the whole rest of the order. */
  order: RefundSplit;
  /** A refund of one line, by line id. */
  lines: Map<number, RefundSplit>;
}

/**
 * What a refund would pay back now, of the whole order and of each line: the one sum behind both
 * the refund (refundOrder) and the figure staff are shown before they confirm it.
 *
 * A line paid its price less its share of the promotion code's and the referral's discounts
 * (credit is money paid, so it stays in), less what was refunded of it, and never more than is
 * left on the order. The card goes back first, up to what it paid; the rest goes back as credit
 * (decision 0049). An order the card paid without a payment on record cannot be refunded at all.
 */
export function refundable(order: RefundableOrder, lines: RefundableLine[]): Refundable {
  const via = order.paymentProvider === "seed" ? "seed" : order.paymentMethod;
  const payable = isRefundable(order.status) && (order.paymentIntentId !== null || order.totalAmountSen <= 0);
  if (!payable) {
    const nothing: RefundSplit = { totalSen: 0, cardSen: 0, creditSen: 0, via };
    return { order: nothing, lines: new Map(lines.map((line) => [line.id, nothing])) };
  }
  const cardLeft = Math.max(0, order.totalAmountSen - order.refundedAmountSen);
  const creditLeft = Math.max(0, order.creditAmountSen - order.creditRefundedSen);
  const split = (totalSen: number): RefundSplit => {
    const total = Math.max(0, Math.min(totalSen, cardLeft + creditLeft));
    const cardSen = Math.min(total, cardLeft);
    return { totalSen: total, cardSen, creditSen: total - cardSen, via };
  };
  const paid = paidPerLine(lines, order.discountAmountSen + order.referralDiscountSen);
  return {
    order: split(cardLeft + creditLeft),
    lines: new Map(
      lines.map((line, index) => [
        line.id,
        split((paid[index] ?? line.priceSen * line.quantity) - line.refundedAmountSen),
      ]),
    ),
  };
}

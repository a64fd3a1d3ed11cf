import { formatRm } from "../../../app/lib/money";

interface Line {
  productName: string;
  description: string;
  priceSen: number;
  quantity: number;
}

interface StripeLine {
  name: string;
  description?: string;
  unitAmountSen: number;
  quantity: number;
}

/**
 * Stripe's line items for an order (decision 0048). Without a discount, one per line at its unit
 * price. With one, the discount is spread over the lines in proportion to their totals (the last
 * line takes the rounding) and each line is sent as ONE item of its discounted total, "× quantity"
 * in its name: a unit price need not divide evenly, and Stripe's amount_total, the sum of its
 * items, must equal the order's total to the sen. Stripe's coupons would need a coupon object per
 * checkout for the same result.
 */
export function discountedStripeLines(
  lines: Line[],
  discount?: { code: string; amountSen: number },
): StripeLine[] {
  if (!discount || discount.amountSen <= 0) {
    return lines.map((line) => ({
      name: line.productName,
      description: line.description,
      unitAmountSen: line.priceSen,
      quantity: line.quantity,
    }));
  }
  const paid = paidPerLine(lines, discount.amountSen);
  return lines.map((line, index) => {
    const lineTotal = line.priceSen * line.quantity;
    const lineSen = paid[index] ?? lineTotal;
    const name = line.quantity > 1 ? `${line.productName} × ${line.quantity}` : line.productName;
    return {
      name,
      description: `${line.description} · ${discount.code}: ${formatRm(lineTotal - lineSen)} off`,
      unitAmountSen: lineSen,
      quantity: 1,
    };
  });
}

/**
 * What each line was charged: its total less its share of the discount, in proportion to the
 * line totals, the last line taking the rounding. Stripe's lines and a refund of one line agree.
 */
export function paidPerLine(lines: Pick<Line, "priceSen" | "quantity">[], discountSen: number): number[] {
  const subtotal = lines.reduce((sum, line) => sum + line.priceSen * line.quantity, 0);
  let left = Math.max(0, discountSen);
  return lines.map((line, index) => {
    const lineTotal = line.priceSen * line.quantity;
    const share =
      index === lines.length - 1 || subtotal === 0
        ? Math.min(left, lineTotal)
        : Math.min(left, Math.floor((discountSen * lineTotal) / subtotal));
    left -= share;
    return lineTotal - share;
  });
}

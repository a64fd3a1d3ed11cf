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
  const subtotal = lines.reduce((sum, line) => sum + line.priceSen * line.quantity, 0);
  let left = discount.amountSen;
  return lines.map((line, index) => {
    const lineTotal = line.priceSen * line.quantity;
    const share =
      index === lines.length - 1
        ? left
        : Math.min(left, Math.floor((discount.amountSen * lineTotal) / subtotal));
    left -= share;
    const name = line.quantity > 1 ? `${line.productName} × ${line.quantity}` : line.productName;
    return {
      name,
      description: `${line.description} · ${discount.code}: ${formatRm(share)} off`,
      unitAmountSen: lineTotal - share,
      quantity: 1,
    };
  });
}

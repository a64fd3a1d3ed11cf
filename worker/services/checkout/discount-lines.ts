import type { PriceLines } from "../../../app/schemas/cart";

/** Stripe will not take a card payment under RM 2.00 (its minimum for ringgit). */
export const STRIPE_MINIMUM_SEN = 200;
/** A friend's first paid order of at least RM 20 (after any code) gets RM 10 off (decision 0049). */
export const REFERRAL_DISCOUNT_SEN = 1000;
export const REFERRAL_MIN_SUBTOTAL_SEN = 2000;

/**
 * THE price of a checkout, for the cart, the checkout's summary and Pay button, and the Stripe
 * session alike, so none can say another amount: the code's discount first, then a referred
 * friend's RM 10 off what is left (from RM 20), then credit. Credit pays all that is due when the
 * balance covers it, else the balance, but never leaves the card a charge Stripe refuses (1 sen to
 * RM 1.99): then less credit is used so the card pays exactly RM 2.00. `totalSen` is the card's.
 */
export function priceLines(price: {
  subtotalSen: number;
  promotionSen: number;
  /** A referred friend before their first paid order, not refused (decision 0062). */
  referred: boolean;
  /** The credit the customer chose to use (0 unticked). */
  creditBalanceSen: number;
}): PriceLines {
  const { subtotalSen } = price;
  const promotionSen = Math.max(0, Math.min(price.promotionSen, subtotalSen));
  const afterCodeSen = subtotalSen - promotionSen;
  const referralSen = price.referred && afterCodeSen >= REFERRAL_MIN_SUBTOTAL_SEN ? REFERRAL_DISCOUNT_SEN : 0;
  const dueSen = afterCodeSen - referralSen;
  let creditSen = Math.max(0, Math.min(price.creditBalanceSen, dueSen));
  const card = dueSen - creditSen;
  if (card > 0 && card < STRIPE_MINIMUM_SEN) creditSen = Math.max(0, dueSen - STRIPE_MINIMUM_SEN);
  return { subtotalSen, promotionSen, referralSen, creditSen, totalSen: dueSen - creditSen };
}

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
  discount?: {
    code: string;
    amountSen: number;
    /** "CODE: RM 1.00 off", in the language of Stripe's page. */
    says: (code: string, offSen: number) => string;
  },
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
      description: `${line.description} · ${discount.says(discount.code, lineTotal - lineSen)}`,
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

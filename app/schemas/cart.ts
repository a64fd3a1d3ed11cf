import { z } from "zod";
import type { ReferralRefusal } from "./credit";
import type { ProductDto } from "./product";
import type { PromoDropped, PromoLine } from "./promotions";

export const MAX_LINE_QUANTITY = 99;

const quantity = z.coerce
  .number({ error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/cart: quantity defaults to 1 (SPEC.md §5). */
export const AddToCartSchema = z.object({
  productId: z.coerce.number({ error: "Product is required" }).int().positive("Product is required"),
  quantity: quantity.optional().default(1),
});

/** PUT /api/cart/{itemId}: never below 1; removing is DELETE. */
export const UpdateCartItemSchema = z.object({ quantity });

export interface CartLine {
  id: number;
  quantity: number;
  product: ProductDto;
  /** A Physical SIM's most one order or account may hold unpaid (decision 0063); absent for eSIMs. */
  holdLimit?: number;
}

/**
 * A checkout's money line by line, in sen, as worker/services/checkout/discount-lines.ts's
 * priceLines works it out: what the cart, the checkout's summary, its Pay button and Stripe read.
 */
export interface PriceLines {
  subtotalSen: number;
  promotionSen: number;
  referralSen: number;
  creditSen: number;
  /** What the card is charged. */
  totalSen: number;
}

export interface CartSummary {
  itemCount: number;
  /** A Physical SIM is in the cart: only then is there shipping to show. */
  ships: boolean;
  subtotalSen: number;
  totalSen: number;
  subtotal: string;
  total: string;
  /** The cart's promotion code, once counted (decision 0048): totalSen is then after its discount. */
  discountSen?: number;
  promo?: PromoLine | null;
  promoDropped?: PromoDropped | null;
  /** A referred friend's RM 10 off (decision 0049): totalSen is after it too. */
  referralSen?: number;
  /** Why a referred friend's first order gets no RM 10 (decision 0062). */
  referralRefused?: ReferralRefusal | null;
  /** The credit a checkout would use now (totalSen is before it), and the whole balance. */
  creditSen?: number;
  creditBalanceSen?: number;
  /** The lines to show, with the credit used and with the checkout's box unticked. */
  price?: { withCredit: PriceLines; withoutCredit: PriceLines };
}

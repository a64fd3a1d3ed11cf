import { z } from "zod";
import type { ReferralRefusal } from "./credit";

// Promotion codes (decision 0048): what staff send to create or edit one, what a customer sends to
// apply one, and the cart's totals with it. Amounts are integer sen.

const PROMOTION_KINDS = ["percent", "amount"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Empty, missing or null → null (a field left blank means "no limit" or "no date"). */
const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const limit = (label: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `${label} must be a whole number of at least 1` })
      .int(`${label} must be a whole number of at least 1`)
      .min(1, `${label} must be a whole number of at least 1`)
      .nullable(),
  );

const moment = (label: string) =>
  z.preprocess(
    blankToNull,
    z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).nullable(),
  );

export const PromotionFields = z.object({
  code: z
    .string({ error: "Code is required" })
    .trim()
    .min(3, "Code must be 3 to 32 letters, digits, dashes or underscores")
    .max(32, "Code must be 3 to 32 letters, digits, dashes or underscores")
    .regex(/^[A-Za-z0-9_-]+$/, "Code must be 3 to 32 letters, digits, dashes or underscores")
    .transform((code) => code.toUpperCase()),
  kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be "percent" or "amount"' }),
  value: z.coerce
    .number({ error: "Value is required" })
    .int("Value must be a whole number (a percentage, or sen)")
    .min(1, "Value must be at least 1"),
  minSubtotal: z.preprocess(
    (value) => blankToNull(value) ?? 0,
    z.coerce
      .number({ error: "Minimum subtotal must be an amount in sen" })
      .int("Minimum subtotal must be an amount in sen")
      .min(0, "Minimum subtotal must be an amount in sen"),
  ),
  startsAt: moment("Start"),
  endsAt: moment("End"),
  maxRedemptions: limit("Maximum redemptions"),
  perCustomer: limit("Uses per customer"),
  active: z.boolean({ error: "Active must be true or false" }).default(true),
});

type Fields = z.output<typeof PromotionFields>;

/** The rules across fields, for a new code and for an edited one after its changes are merged in. */
export function checkAcross(promotion: Fields, ctx: z.RefinementCtx) {
  if (promotion.kind === "percent" && promotion.value > 100) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage must be between 1 and 100" });
  }
  if (
    promotion.startsAt &&
    promotion.endsAt &&
    Date.parse(promotion.endsAt) <= Date.parse(promotion.startsAt)
  ) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
  }
}

/** POST /api/admin/promotions, and an edit once merged with the code as it was. */
export const PromotionSchema = PromotionFields.superRefine(checkAcross);
export type PromotionInput = z.output<typeof PromotionSchema>;

/** PUT /api/admin/promotions/:id: any of the fields; the rest stay as they are. */
export const PromotionChangesSchema = PromotionFields.partial().extend({
  active: z.boolean({ error: "Active must be true or false" }).optional(),
});

/** POST /api/cart/promo. */
export const ApplyPromoSchema = z.object({
  code: z.string({ error: "Please enter a code" }).trim().min(1, "Please enter a code").max(64),
});

/** Why a code does not apply; the API words each one (PROMO_REFUSALS), the cart page translates them. */
const PROMO_REFUSAL_REASONS = [
  "unknown",
  "not_started",
  "expired",
  "used_up",
  "already_used",
  "min_subtotal",
] as const;
export type PromoRefusalReason = (typeof PROMO_REFUSAL_REASONS)[number];

/** A promotion as staff see it. */
export interface PromotionDto {
  id: number;
  code: string;
  kind: PromotionKind;
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  perCustomer: number | null;
  active: boolean;
  /** Held (checkout started) and redeemed (paid) uses. */
  redemptions: number;
  createdAt: string;
}

/** The code a cart's totals count: the API's words, and what a page words itself from. */
export interface PromoLine {
  code: string;
  /** "10% off" / "RM 5.00 off", in English for the API; pages word it from kind and value. */
  description: string;
  kind: PromotionKind;
  /** A percentage, or sen. */
  value: number;
}

/** A code the cart carries that does not apply now (the cart fell under its minimum …), and why. */
export interface PromoDropped {
  code: string;
  reason: PromoRefusalReason;
  /** The API's words for the reason. */
  error: string;
  minSubtotal?: string;
  minSubtotalSen?: number;
}

/** GET /api/cart/summary: decimal strings as every API amount, plus the same in sen. */
export interface CartTotals {
  subtotal: string;
  discount: string;
  credit: string;
  total: string;
  subtotalSen: number;
  discountSen: number;
  creditSen: number;
  totalSen: number;
  /** A referred friend's RM 10 off their first order (decision 0049). */
  referral: string;
  referralSen: number;
  /** Why a referred friend's first order gets no RM 10: they are the referrer (decision 0062). */
  referralRefused: ReferralRefusal | null;
  /** The customer's whole credit balance; `credit` is the part this cart would use. */
  creditBalance: string;
  creditBalanceSen: number;
  promo: PromoLine | null;
  promoDropped: PromoDropped | null;
}

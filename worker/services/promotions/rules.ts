import { formatRm } from "../../../app/lib/money";
import type { PromoRefusalReason, PromotionKind } from "../../../app/schemas/promotions";
import type { promotions } from "../../db/schema";
import { InvalidError } from "../errors";

type Promotion = typeof promotions.$inferSelect;

/** How many times a code has been used: by everyone (held or paid), and by the customer asking. */
export interface PromotionUse {
  used: number;
  usedByCustomer: number;
}

/**
 * The discount in sen: a percentage rounds to the nearest whole sen (half up), an amount is taken
 * whole; neither ever takes the subtotal below zero.
 */
export function discountOf(promotion: Pick<Promotion, "kind" | "value">, subtotalSen: number): number {
  const raw =
    promotion.kind === "percent" ? Math.round((subtotalSen * promotion.value) / 100) : promotion.value;
  return Math.max(0, Math.min(raw, subtotalSen));
}

/** Why a code does not apply to a cart of `subtotalSen` at `now`, or null when it does. */
export function refusalOf(
  promotion: Promotion,
  use: PromotionUse,
  cart: { subtotalSen: number; now: number },
): PromoRefusalReason | null {
  // A code staff switched off is, to a customer, a code that does not exist.
  if (!promotion.active) return "unknown";
  if (promotion.startsAt && promotion.startsAt.getTime() > cart.now) return "not_started";
  if (promotion.endsAt && promotion.endsAt.getTime() <= cart.now) return "expired";
  if (promotion.maxRedemptions !== null && use.used >= promotion.maxRedemptions) return "used_up";
  if (promotion.perCustomer !== null && use.usedByCustomer >= promotion.perCustomer) return "already_used";
  if (cart.subtotalSen < promotion.minSubtotalSen) return "min_subtotal";
  return null;
}

/** The API's words for each refusal (the wording); the cart page translates the reason instead. */
export function refusalMessage(reason: PromoRefusalReason, minSubtotalSen = 0): string {
  switch (reason) {
    case "unknown":
      return "This code does not exist";
    case "not_started":
      return "This code is not valid yet";
    case "expired":
      return "This code has expired";
    case "used_up":
      return "This code has been used up";
    case "already_used":
      return "You have already used this code";
    case "min_subtotal":
      return `This code needs a subtotal of ${formatRm(minSubtotalSen)}`;
  }
}

/** A refused code: 400 with the message, and the reason for pages that word it themselves. */
export function promoRefused(reason: PromoRefusalReason, minSubtotalSen = 0): InvalidError {
  return new InvalidError(refusalMessage(reason, minSubtotalSen), {
    field: "code",
    reason,
    ...(reason === "min_subtotal" ? { minSubtotalSen } : {}),
  });
}

/** "10% off" / "RM 5.00 off": the API's description of a code. */
export function describePromotion(kind: PromotionKind, value: number): string {
  return kind === "percent" ? `${value}% off` : `${formatRm(value)} off`;
}

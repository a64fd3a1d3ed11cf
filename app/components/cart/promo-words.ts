import { formatRm } from "~/lib/money";
import type { MessageKey, Translate } from "~/lib/translate";
import type { PromoLine, PromoRefusalReason } from "~/schemas/promotions";

const REASON_KEYS: Record<PromoRefusalReason | "below_minimum_charge" | "too_many_guesses", MessageKey> = {
  unknown: "promo.error.unknown",
  not_started: "promo.error.notStarted",
  expired: "promo.error.expired",
  used_up: "promo.error.usedUp",
  already_used: "promo.error.alreadyUsed",
  min_subtotal: "promo.error.minSubtotal",
  below_minimum_charge: "promo.error.belowMinimumCharge",
  too_many_guesses: "promo.error.tooManyGuesses",
};

/**
 * A refused or dropped code, in the page's language, from the reason the server gave (the API's
 * own words stay English); null when the failure is not a code's.
 */
export function promoReasonText(t: Translate, failure: object | null | undefined): string | null {
  const { reason, minSubtotalSen, retryAfterSeconds } = (failure ?? {}) as {
    reason?: unknown;
    minSubtotalSen?: unknown;
    retryAfterSeconds?: unknown;
  };
  if (typeof reason !== "string" || !Object.hasOwn(REASON_KEYS, reason)) return null;
  const amount = formatRm(Number(minSubtotalSen ?? 0));
  const minutes = Math.max(1, Math.ceil(Number(retryAfterSeconds ?? 0) / 60));
  return t(REASON_KEYS[reason as keyof typeof REASON_KEYS], { amount, minutes });
}

/** "10% off" / "RM 5.00 off" in the page's language. */
export function promoDescription(t: Translate, promo: Pick<PromoLine, "kind" | "value">): string {
  return promo.kind === "percent"
    ? t("promo.percentOff", { percent: promo.value })
    : t("promo.amountOff", { amount: formatRm(promo.value) });
}

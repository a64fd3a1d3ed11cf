import { REFERRAL_CODE } from "../../../app/schemas/credit";
import { REFERRAL_DISCOUNT_SEN, REFERRAL_MIN_SUBTOTAL_SEN } from "../../services/checkout/discount-lines";
import { readCookie, setCookie } from "./cookies.server";

// The `ref` cookie: the code of the referral link a visitor arrived by, read when they sign up.
const REF_COOKIE = "ref";
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export function referralCodeFrom(request: Request): string | null {
  const code = readCookie(request, REF_COOKIE)?.trim().toLowerCase() ?? "";
  return REFERRAL_CODE.test(code) ? code : null;
}

/**
 * /r/<code>'s cookie: the code kept for 30 days. A code of no shape is not kept; one nobody has is
 * kept but counts for nothing at sign-up, so the answer never tells which codes exist.
 */
export function referralCookie(code: string | undefined): string | null {
  const normal = code?.trim().toLowerCase() ?? "";
  return REFERRAL_CODE.test(normal) ? setCookie(REF_COOKIE, normal, { maxAge: THIRTY_DAYS_S }) : null;
}

/** What /r/<code> tells the visitor (decision 0073): the referral rule's own amounts, never typed words. */
export function referralOffer() {
  return {
    discountSen: REFERRAL_DISCOUNT_SEN,
    minimumSen: REFERRAL_MIN_SUBTOTAL_SEN,
    days: THIRTY_DAYS_S / (24 * 60 * 60),
  };
}

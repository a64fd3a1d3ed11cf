import { REFERRAL_CODE } from "../../app/schemas/credit";
import { readCookie, setCookie } from "./cookies.server";
import { inRequestLanguage } from "./locale-redirect.server";

// The `ref` cookie: the code of the referral link a visitor arrived by, read when they sign up.
const REF_COOKIE = "ref";
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export function referralCodeFrom(request: Request): string | null {
  const code = readCookie(request, REF_COOKIE)?.trim().toLowerCase() ?? "";
  return REFERRAL_CODE.test(code) ? code : null;
}

/**
 * /r/<code>: the visitor goes Home in the page's language with the code kept for 30 days. A code
 * of no shape is not kept; one nobody has is kept but counts for nothing at sign-up, so the
 * answer does not tell which codes exist.
 */
export function referralLanding(request: Request, code: string | undefined): Response {
  const headers = new Headers({ Location: inRequestLanguage(request, "/") });
  const normal = code?.trim().toLowerCase() ?? "";
  if (REFERRAL_CODE.test(normal)) {
    headers.append("Set-Cookie", setCookie(REF_COOKIE, normal, { maxAge: THIRTY_DAYS_S }));
  }
  return new Response(null, { status: 303, headers });
}

import { type AuthFailure, loginFailureMessage, registerFailureMessage } from "./auth-messages";
import { formatMalaysiaTime } from "./dates";
import { formMessage } from "./form-messages";
import type { Locale } from "./locale";
import type { Translate } from "./translate";

/**
 * SPEC.md §8's sign-in and sign-up failures in the page's language. English pages keep the spec's
 * sentences (auth-messages.ts, also used by the API's edge); the others read the `auth` keys.
 */
export function loginFailureWords(t: Translate, locale: Locale) {
  return (failure: AuthFailure): string => {
    if (locale === "en") return loginFailureMessage(failure);
    if (failure.status === 403 && failure.error === "Account is banned") {
      return [
        t("auth.error.banned"),
        typeof failure.reason === "string" && failure.reason
          ? t("auth.error.banReason", { reason: failure.reason })
          : t("auth.error.noReason"),
        typeof failure.banExpiresAt === "string"
          ? t("auth.error.banExpires", { date: formatMalaysiaTime(failure.banExpiresAt) })
          : t("auth.error.permanent"),
        t("auth.error.contact"),
      ].join("\n");
    }
    if (failure.status === 401) return t("auth.error.invalidLogin");
    return failure.error ? formMessage(t, locale, failure.error) : t("auth.error.loginFailed");
  };
}

export function registerFailureWords(t: Translate, locale: Locale) {
  return (failure: AuthFailure): string => {
    if (locale === "en") return registerFailureMessage(failure);
    if (failure.status === 409) return t("auth.error.accountExists");
    if (failure.error) return formMessage(t, locale, failure.error);
    return failure.status === 400 ? t("auth.error.invalidRegistration") : t("auth.error.registerFailed");
  };
}

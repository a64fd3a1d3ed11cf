import type { AuthFailure } from "./auth-messages";
import { formatMalaysiaTime } from "./dates";
import { formMessage } from "./form-messages";
import type { Locale } from "./locale";
import type { Translate } from "./translate";

/**
 * SPEC.md §8's sign-in and sign-up failures in the page's language, English included: every
 * language reads the `auth.error` keys of its catalogue (messages/en.json holds the spec's words).
 */
export function loginFailureWords(t: Translate, locale: Locale) {
  return (failure: AuthFailure): string => {
    if (failure.status === 403 && failure.error === "Account is banned") return banWords(t, failure);
    if (failure.status === 401) return t("auth.error.invalidLogin");
    return failure.error ? formMessage(t, locale, failure.error) : t("auth.error.loginFailed");
  };
}

/** SPEC.md §8: a banned customer reads why, until when, and whom to ask, one line each. */
export function banWords(t: Translate, ban: Pick<AuthFailure, "reason" | "banExpiresAt">): string {
  return [
    t("auth.error.banned"),
    typeof ban.reason === "string" && ban.reason
      ? t("auth.error.banReason", { reason: ban.reason })
      : t("auth.error.noReason"),
    typeof ban.banExpiresAt === "string"
      ? t("auth.error.banExpires", { date: formatMalaysiaTime(ban.banExpiresAt) })
      : t("auth.error.permanent"),
    t("auth.error.contact"),
  ].join("\n");
}

export function registerFailureWords(t: Translate, locale: Locale) {
  return (failure: AuthFailure): string => {
    if (failure.status === 409) return t("auth.error.accountExists");
    if (failure.error) return formMessage(t, locale, failure.error);
    return failure.status === 400 ? t("auth.error.invalidRegistration") : t("auth.error.registerFailed");
  };
}

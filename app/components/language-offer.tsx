import { useEffect, useState } from "react";
import { X } from "~/components/ui/icons";
import { readBrowserCookie } from "~/lib/browser-cookie";
import { type Messages, translator, useLocale } from "~/lib/i18n";
import { isLocale, LOCALE_COOKIE, type Locale, preferredLocale } from "~/lib/locale";
import { LanguageForm, rememberLocale, useLanguageLinks } from "./language-switcher";

function chosenLocale(): Locale | null {
  const value = readBrowserCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * One line offering the page in the visitor's language: the one they chose before (the cookie), or on
 * a first visit the one their browser prefers, if that is Malay or Chinese. Decided in the browser
 * after hydration, so the edge-cached page stays the same for everyone; nobody is redirected.
 */
export function LanguageOffer({ offers }: { offers: Partial<Record<Locale, Messages>> }) {
  const current = useLocale();
  const links = useLanguageLinks();
  const [target, setTarget] = useState<Locale | null>(null);
  useEffect(() => {
    const chosen = chosenLocale();
    const preferred = preferredLocale(navigator.languages);
    const wanted = chosen ?? (preferred === "en" ? null : preferred);
    setTarget(wanted && wanted !== current ? wanted : null);
  }, [current]);
  const messages = target && offers[target];
  if (!target || !messages) return null;
  const t = translator(target, messages);
  const to = links.find((link) => link.locale === target)?.to ?? "/";
  return (
    <aside
      lang={target}
      data-testid="language-offer"
      aria-label={t("offer.text")}
      // Under the sticky header, not over the first screen's buttons (Home's "Shop Now" sits where the
      // bottom of a phone's screen is). On a phone the sentence takes the whole first row, so a long
      // Malay switch link never squeezes it into a column; from sm up all three share one row.
      className="fixed inset-x-3 top-[4.5rem] z-40 grid grid-cols-[1fr_auto] items-center gap-x-2 rounded-card bg-ink py-1 pr-1 pl-4 text-sm text-white shadow-card sm:right-4 sm:left-auto sm:flex sm:max-w-lg sm:gap-3 sm:py-1"
    >
      <p className="col-span-2 pt-2 pr-3 sm:flex-1 sm:p-0">{t("offer.text")}</p>
      {/* The switcher's own form: the cookie, a signed-in customer's account (their e-mails) and the page. */}
      <LanguageForm
        locale={target}
        to={to}
        className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-2"
      >
        {t("offer.accept")}
      </LanguageForm>
      <button
        type="button"
        aria-label={t("offer.dismiss")}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        onClick={() => {
          rememberLocale(current);
          setTarget(null);
        }}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}

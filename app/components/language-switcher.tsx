import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { Globe } from "~/components/ui/icons";
import { writeBrowserCookie } from "~/lib/browser-cookie";
import { cn } from "~/lib/cn";
import { useLocale, useT } from "~/lib/i18n";
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, localePath, stripLocale } from "~/lib/locale";

const SHORT_NAMES = { en: "EN", ms: "BM", "zh-Hans": "中文" } as const satisfies Record<Locale, string>;
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers an explicit choice (a click, never a visit): the language offer then stays quiet. */
export function rememberLocale(locale: Locale) {
  writeBrowserCookie(LOCALE_COOKIE, locale, A_YEAR_S);
}

/** The page the visitor is on, in each language (query and fragment kept). */
export function useLanguageLinks(): { locale: Locale; to: string }[] {
  const { pathname, search, hash } = useLocation();
  const path = stripLocale(pathname);
  return LOCALES.map((locale) => ({ locale, to: `${localePath(locale, path)}${search}${hash}` }));
}

/**
 * A button choosing `locale` and going to `to` (the same page in that language): the server writes
 * the cookie and a signed-in customer's account, with JavaScript or without.
 */
export function LanguageForm({
  locale,
  to,
  children,
  ...button
}: { locale: Locale; to: string } & Omit<ComponentProps<"button">, "name" | "value" | "type">) {
  return (
    <form method="post" action="/lang">
      <input type="hidden" name="to" value={to} />
      <button {...button} type="submit" name="locale" value={locale}>
        {children}
      </button>
    </form>
  );
}

/**
 * Each language is a small form posting to /lang (worker/web/language/language.server.ts): the server writes
 * the cookie, saves the choice on a signed-in customer's account (their e-mails follow it) and
 * answers with the same page in that language; the same with JavaScript or without.
 */
function LanguageLinks({ itemClass }: { itemClass: (current: boolean) => string }) {
  const current = useLocale();
  return useLanguageLinks().map(({ locale, to }) => (
    <li key={locale}>
      <LanguageForm
        locale={locale}
        to={to}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        data-testid={`switch-${locale}`}
        className={cn("w-full cursor-pointer text-left", itemClass(locale === current))}
      >
        {LANGUAGE_NAMES[locale]}
      </LanguageForm>
    </li>
  ));
}

/** The header's switcher: a globe and the language's short name, opening without JavaScript. */
export function HeaderLanguageMenu() {
  const t = useT();
  const current = useLocale();
  return (
    <details className="group relative" data-testid="language-menu">
      <summary className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted hover:bg-primary-50 hover:text-primary-800">
        <Globe aria-hidden="true" className="size-5" />
        {/* The name read aloud contains the visible short name (WCAG 2.5.3, label in name). */}
        <span className="sr-only">{t("chrome.language")}: </span>
        <span>{SHORT_NAMES[current]}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-44 rounded-card border border-line bg-white p-1.5 shadow-card">
        <LanguageLinks
          itemClass={(on) =>
            cn(
              "flex min-h-11 items-center rounded-control px-3 text-sm font-medium hover:bg-primary-50 hover:text-primary-800",
              on ? "text-primary-800" : "text-ink",
            )
          }
        />
      </ul>
    </details>
  );
}

/** The footer's switcher: the three languages side by side. */
export function FooterLanguageList() {
  const t = useT();
  return (
    <nav aria-label={t("chrome.language")} data-testid="footer-languages">
      <ul className="flex flex-wrap gap-x-4">
        <LanguageLinks
          itemClass={(on) =>
            cn(
              "inline-flex min-h-11 items-center text-xs hover:text-primary-800 hover:underline",
              on ? "font-semibold text-ink" : "text-muted",
            )
          }
        />
      </ul>
    </nav>
  );
}

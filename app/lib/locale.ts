/**
 * The storefront's three languages and their addresses. English keeps today's URLs; Malay and
 * Simplified Chinese live under /ms/… and /zh/… (a short prefix a person can type; `lang` and
 * hreflang still say the full tag, zh-Hans). The back office and the JSON API stay English.
 */
export const LOCALES = ["en", "ms", "zh-Hans"] as const;
export type Locale = (typeof LOCALES)[number];

/** The URL prefix of each language ("" for English, at today's addresses). */
const LOCALE_PREFIX = { en: "", ms: "/ms", "zh-Hans": "/zh" } as const satisfies Record<Locale, string>;

/** Each language named in itself, as a switcher must show it. */
export const LANGUAGE_NAMES = {
  en: "English",
  ms: "Bahasa Melayu",
  "zh-Hans": "简体中文",
} as const satisfies Record<Locale, string>;

/** Open Graph's locale tags for the same languages (Malaysia as the country throughout). */
export const OG_LOCALES = { en: "en_MY", ms: "ms_MY", "zh-Hans": "zh_CN" } as const satisfies Record<
  Locale,
  string
>;

/** The visitor's remembered choice; read by the page's script, so not HttpOnly (it holds no secret). */
export const LOCALE_COOKIE = "lang";

// "/ms", "/ms/shop" and React Router's data requests for them ("/ms.data", "/ms/shop.data").
const PREFIXED = /^\/(ms|zh)(?=\/|\.data$|$)/;

export function localeFromPath(pathname: string): Locale {
  const prefix = PREFIXED.exec(pathname)?.[1];
  return prefix === "ms" ? "ms" : prefix === "zh" ? "zh-Hans" : "en";
}

/** The English address of a page: "/ms/shop" → "/shop", "/zh" → "/". */
export function stripLocale(pathname: string): string {
  const rest = pathname.replace(PREFIXED, "");
  return rest === "" || rest === ".data" ? "/" : rest;
}

/** The same page in another language: ("ms", "/shop") → "/ms/shop", ("ms", "/") → "/ms". */
export function localePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a browser's languages (navigator.languages, the order of its Accept-Language) that
 * the shop speaks. Every Chinese tag maps to Simplified: it is the only Chinese the shop writes.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "en") return "en";
    if (base === "ms") return "ms";
    if (base === "zh") return "zh-Hans";
  }
  return null;
}

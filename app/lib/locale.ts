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

/** The languages that have an address segment of their own, by that segment: "ms", "zh". */
const LOCALE_OF_SEGMENT = new Map<string, Locale>(
  LOCALES.filter((locale) => LOCALE_PREFIX[locale]).map((locale) => [LOCALE_PREFIX[locale].slice(1), locale]),
);

/**
 * The language the storefront's optional first segment names (app/routes.ts, `:lang?`): none is
 * English, "ms" and "zh" are theirs, and anything else names no language the shop speaks (null: a 404).
 */
export function localeOfSegment(segment: string | undefined): Locale | null {
  if (segment === undefined) return "en";
  return LOCALE_OF_SEGMENT.get(segment) ?? null;
}

// "/ms", "/ms/shop" and React Router's data requests for them ("/ms.data", "/ms/shop.data").
const PREFIXED = new RegExp(`^/(${[...LOCALE_OF_SEGMENT.keys()].join("|")})(?=/|\\.data$|$)`);

/**
 * The language of an address, for what runs before React Router matches it (the Worker's Hono
 * middleware, links in e-mails) and for the browser; route modules' server code asks the request
 * context instead (worker/web/language/page-locale.server.ts), where the storefront's route set it once.
 */
export function localeFromPath(pathname: string): Locale {
  const segment = PREFIXED.exec(pathname)?.[1];
  return segment === undefined ? "en" : (localeOfSegment(segment) ?? "en");
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

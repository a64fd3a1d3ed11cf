import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CompiledMessage } from "~/lib/format-message";
import {
  type MessageKey,
  type Messages,
  type Namespace,
  type Translate,
  translator,
  type WithMessages,
} from "~/lib/i18n";
import { type Locale, localeFromPath } from "~/lib/locale";
import en from "../../messages/en.json";
import ms from "../../messages/ms.json";
import zhHans from "../../messages/zh-Hans.json";

/** One catalogue per language, ICU MessageFormat strings keyed "<screen>.<part>". */
const CATALOGUES: Record<Locale, Record<string, string>> = { en, ms, "zh-Hans": zhHans };

const compiledByLocale = new Map<Locale, Messages>();

/**
 * A language's catalogue compiled once per isolate (the ICU parser stays on the server). A key a
 * translation lacks falls back to English; the catalogue test keeps that from shipping.
 */
function compiled(locale: Locale): Messages {
  const cached = compiledByLocale.get(locale);
  if (cached) return cached;
  const source = { ...en, ...CATALOGUES[locale] };
  const messages: Messages = {};
  for (const [key, text] of Object.entries(source)) messages[key] = compileMessage(text) as CompiledMessage;
  compiledByLocale.set(locale, messages);
  return messages;
}

/** The page's language, from its address (the only input: cached pages are the same for everyone). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/**
 * The messages a page's loader returns: only its screens' keys, only in its language.
 * `return { ...pageMessages(request, "home"), ...data }`
 */
export function pageMessages(request: Request, ...namespaces: Namespace[]): WithMessages {
  const all = compiled(requestLocale(request));
  const messages: Messages = {};
  for (const [key, message] of Object.entries(all)) {
    if (namespaces.some((ns) => key.startsWith(`${ns}.`))) messages[key] = message;
  }
  return { messages };
}

/** Words chosen on the server (a flash toast, a redirect's notice, an e-mail): `serverT("ms")(key)`. */
export function serverT(locale: Locale): Translate {
  return translator(locale, compiled(locale));
}

/** The few keys a page shows in the other languages: the offer to switch, written in each target. */
export function languageOffers(current: Locale): Partial<Record<Locale, Messages>> {
  const offers: Partial<Record<Locale, Messages>> = {};
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    if (locale === current) continue;
    const all = compiled(locale);
    offers[locale] = Object.fromEntries(OFFER_KEYS.map((key) => [key, all[key] ?? key]));
  }
  return offers;
}

const OFFER_KEYS: MessageKey[] = ["offer.text", "offer.accept", "offer.dismiss"];

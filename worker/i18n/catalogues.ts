import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CompiledMessage } from "~/lib/format-message";
import type { Locale } from "~/lib/locale";
import { type Messages, type Translate, translator } from "~/lib/translate";
import en from "../../messages/en.json";
import ms from "../../messages/ms.json";
import zhHans from "../../messages/zh-Hans.json";

// The compiled catalogues, outside the web edge: pages (worker/web/language/messages.server.ts) and services
// that write words a customer reads later (e-mails) both need them, and services may not import web.

/** One catalogue per language, ICU MessageFormat strings keyed "<screen>.<part>". */
export const CATALOGUES: Record<Locale, Record<string, string>> = { en, ms, "zh-Hans": zhHans };

const compiledByLocale = new Map<Locale, Messages>();

/**
 * A language's catalogue compiled once per isolate (the ICU parser stays on the server). A key a
 * translation lacks falls back to English; the catalogue test keeps that from shipping.
 */
export function compiledCatalogue(locale: Locale): Messages {
  const cached = compiledByLocale.get(locale);
  if (cached) return cached;
  const source = { ...en, ...CATALOGUES[locale] };
  const messages: Messages = {};
  for (const [key, text] of Object.entries(source)) messages[key] = compileMessage(text) as CompiledMessage;
  compiledByLocale.set(locale, messages);
  return messages;
}

/** Words chosen on the server (a flash toast, a redirect's notice, an e-mail): `serverT("ms")(key)`. */
export function serverT(locale: Locale): Translate {
  return translator(locale, compiledCatalogue(locale));
}

import type { RouterContextProvider } from "react-router";
import type { Locale } from "~/lib/locale";
import type { MessageKey, Messages, Namespace, WithMessages } from "~/lib/translate";
import { CATALOGUES, compiledCatalogue as compiled } from "../../i18n/catalogues";
import { frameLocale } from "./page-locale.server";

// The catalogue reader lives in worker/i18n (services write e-mails with it); this module is the
// pages' side of it: a request's language and the keys its loader sends.
export { serverT } from "../../i18n/catalogues";
// The page's language, as the route owning the address set it (the only input: cached pages are
// the same for everyone).
export { requestLocale } from "./page-locale.server";

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * The messages a page's loader returns: only its screens' keys, only in its language.
 * `return { ...pageMessages(context, "home"), ...data }`
 */
export function pageMessages(context: LoaderContext, ...namespaces: Namespace[]): WithMessages {
  const locale = frameLocale(context);
  const id = `${locale}:${namespaces.join(",")}`;
  let messages = pickedByPage.get(id);
  if (!messages) {
    const picked: Messages = {};
    for (const [key, message] of Object.entries(compiled(locale))) {
      if (namespaces.some((ns) => key.startsWith(`${ns}.`))) picked[key] = message;
    }
    messages = Object.freeze(picked);
    pickedByPage.set(id, messages);
  }
  return { messages };
}

/**
 * A page's share of the catalogue, picked once per isolate: the catalogues never change while it
 * lives, and walking every key of one on each request was part of every page's fixed cost.
 */
const pickedByPage = new Map<string, Messages>();

/** Single keys a page needs beside its namespaces (the chat's share of `forms`), in its language. */
export function pageMessageKeys(context: LoaderContext, keys: readonly MessageKey[]): Messages {
  const all = compiled(frameLocale(context));
  const messages: Messages = {};
  for (const key of keys) {
    const message = all[key];
    if (message !== undefined) messages[key] = message;
  }
  return messages;
}

/** The few keys a page shows in the other languages: the offer to switch, written in each target. */
export function languageOffers(current: Locale): Partial<Record<Locale, Messages>> {
  const known = offersByLocale.get(current);
  if (known) return known;
  const offers: Partial<Record<Locale, Messages>> = {};
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    if (locale === current) continue;
    const all = compiled(locale);
    offers[locale] = Object.fromEntries(OFFER_KEYS.map((key) => [key, all[key] ?? key]));
  }
  offersByLocale.set(current, offers);
  return offers;
}

const offersByLocale = new Map<Locale, Partial<Record<Locale, Messages>>>();

const OFFER_KEYS: MessageKey[] = ["offer.text", "offer.accept", "offer.dismiss"];

import { createContext, Fragment, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import type en from "../../messages/en.json";
import { type CompiledMessage, formatMessage, type MessageValues } from "./format-message";
import { type Locale, localeFromPath, localePath } from "./locale";

/** Every message's key, from the English catalogue (a type only: no catalogue reaches the browser). */
export type MessageKey = keyof typeof en;
/** A screen's group of messages: the key's first part ("chrome", "home", "notFound"). */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
/** Messages compiled by Lingui, by key. */
export type Messages = Record<string, CompiledMessage>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * What a loader adds to its data: its screen's messages, already compiled on the server and in the
 * page's language only (see worker/web/messages.server.ts). They travel with the loader data, not
 * in a JavaScript chunk, so /ms never downloads Chinese or English.
 */
export interface WithMessages {
  messages: Messages;
}

/** A message's text in the page's language; a key the page was not sent shows as the key itself. */
export function translator(locale: Locale, messages: Messages): Translate {
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(locale, message, values);
  };
}

/** The messages that the matched routes' loaders sent (root's chrome, then the page's own). */
function mergedMessages(matches: readonly { loaderData?: unknown }[]): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const data = match.loaderData as Partial<WithMessages> | undefined | null;
    if (data?.messages) Object.assign(merged, data.messages);
  }
  return merged;
}

// Browser only (one visitor per module there; on the server it would mix requests): a loader error
// at the root clears the root's data, the chrome words with it, and React Router mounts the error
// page afresh; it shows the words the last page had in its language rather than message keys.
const lastWords: Partial<Record<Locale, Messages>> = {};

function keptAcrossErrors(locale: Locale, merged: Messages): Messages {
  if (typeof document === "undefined") return merged;
  if (Object.keys(merged).length > 0) {
    lastWords[locale] = merged;
    return merged;
  }
  return lastWords[locale] ?? Object.values(lastWords)[0] ?? merged;
}

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ locale: "en", t: (key) => key });

/** Wraps the page once (root Layout): one formatter per set of loader data, shared by components. */
export function I18nProvider({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const matches = useMatches();
  const messages = useMemo(() => keptAcrossErrors(locale, mergedMessages(matches)), [locale, matches]);
  const value = useMemo(() => ({ locale, t: translator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A component's strings: `const t = useT(); t("home.hero.title", { count })`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** Links inside a translated page keep its language: `to={href("/shop")}` is "/ms/shop" on /ms. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/**
 * A route's `meta` runs outside React (on the server and after client navigations): it builds its
 * formatter from the same loader data. `const t = metaT({ location, matches })`.
 */
export function metaT({
  location,
  matches,
}: {
  location: { pathname: string };
  matches: readonly ({ loaderData?: unknown } | undefined)[];
}): Translate {
  return translator(
    localeFromPath(location.pathname),
    mergedMessages(matches.filter((m): m is { loaderData?: unknown } => Boolean(m))),
  );
}

const MARK = "\u2063";

/**
 * A message with React nodes inside it (a count in its own <span>, a link): the translation decides
 * where they go. `richText(t, "home.hero.kicker", { countries: <span>{n}</span> })`
 */
export function richText(
  t: Translate,
  key: MessageKey,
  nodes: Record<string, React.ReactNode>,
): React.ReactNode {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, marked)
    .split(MARK)
    .map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
      <Fragment key={i}>{i % 2 === 1 ? nodes[part] : part}</Fragment>
    ));
}

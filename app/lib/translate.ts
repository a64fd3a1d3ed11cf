import type en from "../../messages/en.json";
import { type CompiledMessage, formatMessage, type MessageValues } from "./format-message";
import { type Locale, localeFromPath } from "./locale";

// The translator without React: services and e-mails word things with it on the server, and the
// React provider (./i18n.tsx) sits on top of it for pages. Nothing here may import React.

/** Every message's key, from the English catalogue (a type only: no catalogue reaches the browser). */
export type MessageKey = keyof typeof en;
/** A screen's group of messages: the key's first part ("chrome", "home", "notFound"). */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
/** Messages compiled by Lingui, by key. */
export type Messages = Record<string, CompiledMessage>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * What a loader adds to its data: its screen's messages, already compiled on the server and in the
 * page's language only (see worker/web/language/messages.server.ts). They travel with the loader data, not
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
export function mergedMessages(matches: readonly { loaderData?: unknown }[]): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const data = match.loaderData as Partial<WithMessages> | undefined | null;
    if (data?.messages) Object.assign(merged, data.messages);
  }
  return merged;
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

import { type MessageKey, type Translate, useLocale, useT } from "./i18n";
import type { Locale } from "./locale";

/**
 * The shared zod schemas and the services speak SPEC.md's English (the JSON API answers with those
 * words). A page shows them in its language by looking each up in the `forms` namespace, under an
 * id derived from the English text: "Passwords don't match" → `forms.passwords_don_t_match`.
 * A message with a colon is keyed by what comes before it (its tail may quote the input).
 */
export function formMessageKey(message: string): MessageKey {
  const head = message.split(":")[0] ?? message;
  const id = head
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `forms.${id}` as MessageKey;
}

/** Messages that carry a value: the catalogue holds their English shape with ICU arguments. */
const SHAPES: {
  pattern: RegExp;
  english: string;
  values: (match: RegExpExecArray) => Record<string, string>;
}[] = [
  {
    pattern: /^Only (\d+) left of (.+)$/,
    english: "Only {count} left of {name}",
    values: (m) => ({ count: m[1] ?? "", name: m[2] ?? "" }),
  },
  {
    pattern: /^You can hold at most (\d+) of (.+) until you pay$/,
    english: "You can hold at most {count} of {name} until you pay",
    values: (m) => ({ count: m[1] ?? "", name: m[2] ?? "" }),
  },
  {
    pattern: /^You can hold (.+) again in (\d+) min$/,
    english: "You can hold {name} again in {minutes} min",
    values: (m) => ({ name: m[1] ?? "", minutes: m[2] ?? "" }),
  },
  {
    pattern: /^Your order #(\d+) already holds (.+) until you pay it or it ends$/,
    english: "Your order #{id} already holds {name} until you pay it or it ends",
    values: (m) => ({ id: m[1] ?? "", name: m[2] ?? "" }),
  },
  {
    pattern: /^Too many attempts\./,
    english: "Too many attempts. Please try again later.",
    values: () => ({}),
  },
];

/**
 * A schema's or a service's English message in the page's language. English pages show it exactly
 * as it came; a message the catalogue does not know stays English rather than showing a key.
 */
export function formMessage(t: Translate, locale: Locale, message: string): string {
  return locale === "en" ? message : translatedMessage(t, message);
}

/** The same, for a caller that knows only the translator (which holds the page's language). */
export function translatedMessage(t: Translate, message: string): string {
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(message);
    if (match) return lookUp(t, shape.english, shape.values(match)) ?? message;
  }
  return lookUp(t, message) ?? message;
}

function lookUp(t: Translate, english: string, values?: Record<string, string>): string | undefined {
  const key = formMessageKey(english);
  const text = t(key, values);
  return text === key ? undefined : text;
}

/** `const say = useFormMessage(); say(errorFor("email"))`: undefined stays undefined. */
export function useFormMessage(): <M extends string | null | undefined>(message: M) => M | string {
  const t = useT();
  const locale = useLocale();
  return (message) => (message ? formMessage(t, locale, message) : message);
}

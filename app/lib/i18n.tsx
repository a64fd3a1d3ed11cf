import { createContext, Fragment, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { type Locale, localeFromPath, localePath } from "./locale";
import { type MessageKey, type Messages, mergedMessages, type Translate, translator } from "./translate";

// The React side of the translator: the provider and hooks a page's components read. The words
// themselves, and everything the server needs, are in ./translate.ts, which knows no React.
export {
  type MessageKey,
  type Messages,
  metaT,
  type Translate,
  translator,
} from "./translate";

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

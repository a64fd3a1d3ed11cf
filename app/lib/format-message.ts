/**
 * Lingui's compiled message format, read in the browser. Lingui compiles each ICU message on the
 * server (worker/web/language/messages.server.ts) into tokens: text, [name], [name, "plural" | "selectordinal"
 * | "select", { branch: tokens }], [name, "number"]. This reader formats them with the browser's own
 * Intl (plural rules, digits), the same way @lingui/core does, for a tenth of its weight: @lingui/core
 * alone is 2.2 KiB (2,291 B) of the 3 KiB gzip a page may grow by. tests/unit/messages.test.ts holds it to
 * @lingui/core's output for every message in every language.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, string] | [string, string, Record<string, CompiledMessage>];
export type MessageValues = Record<string, string | number>;

// Building an Intl object first loads the browser's locale data: tens of milliseconds of main thread
// before hydration on a phone. The shop's three languages need none of it for what it shows: CLDR's
// cardinal rule for English is "one" for the integer 1, Malay and Chinese have only "other", and
// counts under 1,000 are written as they are. Anything else asks Intl, once per locale.
const CARDINAL: Record<string, (n: number) => Intl.LDMLPluralRule> = {
  en: (n) => (n === 1 ? "one" : "other"),
  ms: () => "other",
  "zh-Hans": () => "other",
};
const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralRule(locale: string, type: Intl.PluralRuleType, n: number): Intl.LDMLPluralRule {
  const known = type === "cardinal" ? CARDINAL[locale] : undefined;
  if (known) return known(n);
  const key = `${locale}:${type}`;
  let rules = plurals.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    plurals.set(key, rules);
  }
  return rules.select(n);
}

/** A count in the page's digits; under 1,000 without asking Intl. */
export function formatNumber(locale: string, n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numbers.set(locale, format);
  }
  return format.format(n);
}

function branch(locale: string, token: CompiledToken, value: string | number | undefined): CompiledMessage {
  const [, type, branches = {}] = token as [string, string, Record<string, CompiledMessage>];
  const exact = branches[String(value)];
  if (exact !== undefined || type === "select") return exact ?? branches.other ?? "";
  const rule = pluralRule(locale, type === "selectordinal" ? "ordinal" : "cardinal", Number(value));
  return branches[rule] ?? branches.other ?? "";
}

export function formatMessage(
  locale: string,
  message: CompiledMessage,
  values: MessageValues = {},
  count?: number,
): string {
  if (typeof message === "string") return message;
  let out = "";
  for (const token of message) {
    if (typeof token === "string") {
      out += token === "#" && count !== undefined ? formatNumber(locale, count) : token;
      continue;
    }
    const [name, type] = token;
    const value = values[name];
    if (type === "plural" || type === "selectordinal" || type === "select") {
      const inner = type === "select" ? undefined : Number(value);
      out += formatMessage(locale, branch(locale, token, value), values, inner);
    } else if (type === "number") out += formatNumber(locale, Number(value));
    else if (value != null) out += value;
  }
  return out;
}

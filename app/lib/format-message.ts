/**
 * Lingui's compiled message format, read in the browser. Lingui compiles each ICU message on the
 * server (worker/web/messages.server.ts) into tokens: text, [name], [name, "plural" | "selectordinal"
 * | "select", { branch: tokens }], [name, "number"]. This reader formats them with the browser's own
 * Intl (plural rules, digits), the same way @lingui/core does, for a tenth of its weight: @lingui/core
 * alone is 2.2 KiB (2,291 B) of the 3 KiB gzip a page may grow by. tests/unit/messages.test.ts holds it to
 * @lingui/core's output for every message in every language.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, string] | [string, string, Record<string, CompiledMessage>];
export type MessageValues = Record<string, string | number>;

const plurals = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = plurals.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    plurals.set(key, rules);
  }
  return rules;
}

function branch(locale: string, token: CompiledToken, value: string | number | undefined): CompiledMessage {
  const [, type, branches = {}] = token as [string, string, Record<string, CompiledMessage>];
  const exact = branches[String(value)];
  if (exact !== undefined || type === "select") return exact ?? branches.other ?? "";
  const rule = pluralRules(locale, type === "selectordinal" ? "ordinal" : "cardinal").select(Number(value));
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
      out += token === "#" && count !== undefined ? new Intl.NumberFormat(locale).format(count) : token;
      continue;
    }
    const [name, type] = token;
    const value = values[name];
    if (type === "plural" || type === "selectordinal" || type === "select") {
      const inner = type === "select" ? undefined : Number(value);
      out += formatMessage(locale, branch(locale, token, value), values, inner);
    } else if (type === "number") out += new Intl.NumberFormat(locale).format(Number(value));
    else if (value != null) out += value;
  }
  return out;
}

import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loginFailureWords, registerFailureWords } from "~/lib/auth-failure-words";
import { formatDayIn } from "~/lib/dates-i18n";
import { type CompiledMessage, formatMessage } from "~/lib/format-message";
import { translator } from "~/lib/i18n";
import { LOCALES } from "~/lib/locale";
import { USER_ROLES } from "~/schemas/roles";
import en from "../../messages/en.json";
import ms from "../../messages/ms.json";
import zhHans from "../../messages/zh-Hans.json";
import { DEMO_DEVICES } from "../../worker/integrations/esim/demo-devices";
import { ConflictError } from "../../worker/services/errors";
import { pageMessages, serverT } from "../../worker/web/language/messages.server";
import { pageLocaleContext } from "../../worker/web/language/page-locale.server";

const CATALOGUES: Record<string, Record<string, string>> = { en, ms, "zh-Hans": zhHans };

/** The arguments a message uses ({name}, {count, plural, …}), read from its compiled form. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === "string") names.add(token[0]);
      const branches = token[2];
      if (branches && typeof branches === "object")
        for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

// Words that are the same in the translation on purpose: names and what a Malay reader says in English.
const SAME_ON_PURPOSE = new Set([
  "Menu",
  // A tier's name a Malay reader says as in English.
  "platinum",
  "VIP",
  "Thailand",
  "Australia",
  "United Kingdom",
  "WhatsApp {number}",
  // Sentence frames whose words are all arguments (an e-mail's "label: link" line).
  "{label}: {link}",
  "{subject} ({which}). {lead}",
]);

describe("message catalogues", () => {
  for (const locale of ["ms", "zh-Hans"]) {
    const catalogue = CATALOGUES[locale] ?? {};
    it(`${locale} has every English key, and no key English lacks`, () => {
      expect(Object.keys(catalogue).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in catalogue))).toEqual([]);
    });

    it(`${locale} uses the same arguments as English in every message`, () => {
      const differing = Object.entries(en).filter(
        ([key, text]) => argumentsOf(text).join() !== argumentsOf(catalogue[key] ?? "").join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it(`${locale} translates every message (none left as the English text)`, () => {
      const untouched = Object.entries(en).filter(
        ([key, text]) => catalogue[key] === text && !SAME_ON_PURPOSE.has(text),
      );
      expect(untouched.map(([key]) => key)).toEqual([]);
    });
  }

  it("zh-Hans addresses the customer as 您 throughout, never 你", () => {
    const informal = Object.entries(zhHans).filter(([, text]) => text.includes("你"));
    expect(informal.map(([key]) => key)).toEqual([]);
  });

  it("every customer tier and staff role has its badge word in each language", () => {
    const missing = USER_ROLES.filter((role) => !(`profile.role.${role}` in en));
    expect(missing).toEqual([]);
  });

  it("every note of the shop's phone list is a catalogue message, so each language can say it", () => {
    const english = new Set(
      Object.entries(en)
        .filter(([key]) => key.startsWith("compatDevice.note."))
        .map(([, text]) => text),
    );
    const notes = new Set(DEMO_DEVICES.map((device) => device.note).filter((note) => note !== null));
    expect([...notes].filter((note) => !english.has(note))).toEqual([]);
  });

  it("every message of every language is valid ICU MessageFormat", () => {
    for (const locale of LOCALES) {
      for (const text of Object.values(CATALOGUES[locale] ?? {}))
        expect(() => compileMessage(text)).not.toThrow();
    }
  });
});

describe("formatting", () => {
  it("the browser's reader formats every message exactly as @lingui/core does", () => {
    const values = (count: number) => ({
      count,
      countries: count,
      username: "Aina",
      brand: "JalanSIM",
      year: "2026",
      number: "+60 12",
    });
    for (const locale of LOCALES) {
      const compiled = Object.fromEntries(
        Object.entries(CATALOGUES[locale] ?? {}).map(([key, text]) => [
          key,
          compileMessage(text) as CompiledMessage,
        ]),
      );
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      for (const key of Object.keys(compiled)) {
        for (const count of [0, 1, 2, 7, 21, 999, 1000, 10000]) {
          expect(formatMessage(locale, compiled[key] ?? "", values(count)), `${locale} ${key} ${count}`).toBe(
            lingui._(key, values(count)),
          );
        }
      }
    }
  });

  it("reads plural, ordinal, select and number forms as Lingui does", () => {
    const text =
      "{n, plural, offset:0 =0 {none} one {# day} other {# days}} {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {g, select, a {A} other {B}} {n, number}";
    const compiled = compileMessage(text) as CompiledMessage;
    const lingui = setupI18n({ locale: "en", messages: { en: { k: compiled } } });
    for (const n of [0, 1, 2, 3, 11, 999, 1000, 1234, 1.5]) {
      expect(formatMessage("en", compiled, { n, g: n % 2 ? "a" : "b" })).toBe(
        lingui._("k", { n, g: n % 2 ? "a" : "b" }),
      );
    }
  });

  it("follows each language's plural rules", () => {
    expect(serverT("en")("chrome.header.cart", { count: 0 })).toBe("Cart");
    expect(serverT("en")("chrome.header.cart", { count: 1 })).toBe("Cart, 1 item");
    expect(serverT("en")("chrome.header.cart", { count: 7 })).toBe("Cart, 7 items");
    expect(serverT("ms")("chrome.header.cart", { count: 7 })).toBe("Troli, 7 item");
    expect(serverT("zh-Hans")("chrome.header.cart", { count: 1 })).toBe("购物车，1 件商品");
  });

  it("a page's loader sends only its screens' keys, in its language only", () => {
    const context = new RouterContextProvider();
    context.set(pageLocaleContext, "ms");
    const { messages } = pageMessages(context, "home");
    expect(Object.keys(messages).every((key) => key.startsWith("home."))).toBe(true);
    const t = translator("ms", messages);
    expect(t("home.why.title")).toBe("Kenapa Pilih eSIM");
    expect(JSON.stringify(messages)).not.toContain("Why Choose eSIM");
  });

  it("dates use date-fns's locales", () => {
    expect(formatDayIn("en", "2026-11-26T12:00:00Z")).toBe("Nov 26, 2026");
    expect(formatDayIn("ms", "2026-11-26T12:00:00Z")).toBe("26 Nov 2026");
    expect(formatDayIn("zh-Hans", "2026-11-26T12:00:00Z")).toBe("2026年11月26日");
  });
});

describe("one source of English", () => {
  // A catalogue whose English differs from any sentence in the code: what the page shows must be it.
  const marked = (keys: string[]) =>
    translator(
      "en",
      Object.fromEntries(
        keys.map((key) => [key, compileMessage(`[${key}] {reason}{date}`) as CompiledMessage]),
      ),
    );

  it("English sign-in and sign-up failures read messages/en.json, as Malay and Chinese do", () => {
    const t = marked(Object.keys(en).filter((key) => key.startsWith("auth.error.")));
    expect(loginFailureWords(t, "en")({ status: 401 })).toBe("[auth.error.invalidLogin] ");
    expect(loginFailureWords(t, "en")({ status: 500 })).toBe("[auth.error.loginFailed] ");
    const banned = loginFailureWords(t, "en")({ status: 403, error: "Account is banned", reason: "Spam" });
    expect(banned.split("\n")).toEqual([
      "[auth.error.banned] ",
      "[auth.error.banReason] Spam",
      "[auth.error.permanent] ",
      "[auth.error.contact] ",
    ]);
    expect(registerFailureWords(t, "en")({ status: 409 })).toBe("[auth.error.accountExists] ");
    expect(registerFailureWords(t, "en")({ status: 400 })).toBe("[auth.error.invalidRegistration] ");
  });

  it("the English words equal the spec's sentences", () => {
    const t = serverT("en");
    expect(loginFailureWords(t, "en")({ status: 401 })).toBe(
      "Invalid username/email or password. Please check your credentials and try again.",
    );
    expect(
      loginFailureWords(
        t,
        "en",
      )({
        status: 403,
        error: "Account is banned",
        reason: "Chargebacks",
        banExpiresAt: "2026-11-24T20:00:00.000Z",
      }),
    ).toBe(
      [
        "Your account has been suspended by the admin.",
        "Ban reason: Chargebacks",
        "Ban expires on: Nov 25, 2026 04:00 Malaysia time (UTC+8)",
        "Contact support for help.",
      ].join("\n"),
    );
    expect(registerFailureWords(t, "en")({ status: 409 })).toBe(
      "An account with this username or email already exists. Please use different credentials.",
    );
  });
});

describe("service errors by key", () => {
  it("carry their key and values, and say the catalogue's English to the JSON API", () => {
    const error = new ConflictError({ key: "refundDesk.error.usedEsims", values: { count: 2 } });
    expect(error.said).toEqual({ key: "refundDesk.error.usedEsims", values: { count: 2 } });
    expect(error.message).toBe(
      "2 eSIMs of this order have been installed or used (or the supplier cannot tell): refunding it in full is a staff decision, taken with “Approve although used” on the order's page",
    );
    expect(new ConflictError("Nothing left to refund").said).toBeNull();
  });
});

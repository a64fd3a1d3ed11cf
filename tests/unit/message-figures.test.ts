import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ms from "../../messages/ms.json";
import zhHans from "../../messages/zh-Hans.json";
import { countOperators, roundedCustomers } from "../../worker/services/catalogue/shop-figures";

// A figure about the shop typed into a message ("10,000+ customers", "99.9% uptime", "24/7") is a
// claim nothing backs; the shop's figures reach its words as ICU values (decision 0085).
const FIGURE =
  /\d[\d,.]*\s*(%|\+|(countries|operators?|customers|hours|negara|pelanggan|jam)\b|个国家|个运营商|位客户|小时)|24\/7|全天候/i;

// Numbers that are the shop's rules, set in code or by staff, not measurements of it: how long a
// link works, the reply promise, the usage alert levels, a filter's bucket, an iOS version, the
// partner commission.
const RULES = new Set([
  "orderState.refundRequest.requested",
  "orders.refund.doneText",
  "profile.alerts.hint",
  "content.support.description",
  "content.faq.refund.a",
  "content.contact.text",
  "content.contact.doneText",
  "shop.option.duration.30-plus",
  "email.verify.lead",
  "email.contact.received.lead",
  "email.alert.data_75.subject",
  "email.alert.data_90.subject",
  "email.alert.data_90.lead",
  "email.esim.iphoneText",
  "partner.description",
  "partner.commission.title",
]);

/** The words around the values: "{customers, number}", "{days}" and a plural's "#" taken out. */
function typedWords(message: string): string {
  return message.replace(/\{\s*\w+\s*(,\s*number\s*)?\}/g, "").replace(/#/g, "");
}

describe("figures in messages", () => {
  for (const [locale, messages] of Object.entries({ en, ms, "zh-Hans": zhHans })) {
    it(`${locale}: every figure about the shop is an ICU value, not typed`, () => {
      const typed = Object.entries(messages as Record<string, string>)
        .filter(([key, text]) => !RULES.has(key) && FIGURE.test(typedWords(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(typed).toEqual([]);
    });
  }

  it("the values pass: a placeholder followed by + is not a typed figure", () => {
    expect(FIGURE.test(typedWords(en["home.trust.customers.title"]))).toBe(false);
    expect(FIGURE.test(typedWords("Trusted by 10,000+ customers"))).toBe(true);
    expect(FIGURE.test(typedWords("99.9% uptime"))).toBe(true);
  });
});

describe("the figures' rules", () => {
  it("customers: hidden under 100, then down to two significant figures", () => {
    expect([0, 99, 100, 987, 1_234, 10_999, 123_456].map(roundedCustomers)).toEqual([
      null,
      null,
      100,
      980,
      1_200,
      10_000,
      120_000,
    ]);
  });

  it("operators: each named once, whatever its case and spacing; the global plans' words are none", () => {
    expect(
      countOperators(["SoftBank, KDDI", " softbank ,Docomo,,", null, en["planCard.fact.everyCountry"]]),
    ).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import {
  ORDER_STATE_STEPS,
  orderActionHref,
  orderLineName,
  orderNoteText,
  orderStateKeys,
  orderStateWords,
  REFUND_REQUEST_KEYS,
} from "../../app/components/account/order-words";
import { LOCALES } from "../../app/lib/locale";
import { CUSTOMER_ORDER_STATES, customerOrderStateOf } from "../../app/schemas/order-state";
import { ORDER_STATUSES } from "../../app/schemas/orders";
import en from "../../messages/en.json";
import ms from "../../messages/ms.json";
import zhHans from "../../messages/zh-Hans.json";
import { serverT } from "../../worker/web/language/messages.server";

const CATALOGUES: Record<string, Record<string, string>> = { en, ms, "zh-Hans": zhHans };
const t = serverT("en");

const ICCID = "8944000000000001234";
const order = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  totalAmountSen: 2500,
  ...extra,
});

/** Every order status crossed with every refund state: none, part of the money back, all of it. */
const REFUND_STATES = [{}, { refundedAmountSen: 1000 }, { refundedAmountSen: 2500 }];
const EVERY_ORDER = ORDER_STATUSES.flatMap((status) =>
  REFUND_STATES.flatMap((refund) => [
    order(status, refund),
    order(status, { ...refund, ships: true }),
    order(status, { ...refund, paymentMethod: "fpx" }),
    order(status, { ...refund, topupIccid: ICCID }),
  ]),
);

describe("what a customer reads about an order", () => {
  it("gives every state a heading, a whole sentence and one next step", () => {
    expect(Object.keys(ORDER_STATE_STEPS).sort()).toEqual([...CUSTOMER_ORDER_STATES].sort());
    for (const state of CUSTOMER_ORDER_STATES) {
      const keys = orderStateKeys(state);
      expect(t(keys.heading)).toMatch(/^[A-Z]/);
      expect(t(keys.text)).toMatch(/^[A-Z].*\.$/);
      expect(t(keys.action)).toMatch(/^[A-Z]/);
    }
  });

  it("has every status × refund state's heading, text and action in every language", () => {
    for (const facts of EVERY_ORDER) {
      const keys = orderStateKeys(customerOrderStateOf(facts));
      for (const locale of LOCALES) {
        const catalogue = CATALOGUES[locale] ?? {};
        for (const key of Object.values(keys)) {
          expect(catalogue[key], `${locale} ${key}`).toBeTruthy();
          // Written in the language, not left as the English.
          if (locale !== "en") expect(catalogue[key], `${locale} ${key}`).not.toBe(en[key]);
        }
        const words = orderStateWords(facts, serverT(locale));
        expect(Object.values(keys)).not.toContain(words.heading);
      }
    }
    for (const key of Object.values(REFUND_REQUEST_KEYS)) {
      for (const locale of ["ms", "zh-Hans"] as const) {
        expect(serverT(locale)(key, { on: "X" })).toContain("X");
        expect(CATALOGUES[locale]?.[key]).not.toBe(en[key]);
      }
    }
  });

  it("reads every order status, and each status alone decides the words", () => {
    for (const status of ORDER_STATUSES) {
      expect(CUSTOMER_ORDER_STATES).toContain(customerOrderStateOf(order(status)));
    }
    expect(orderStateWords(order("pending"), t).heading).toBe("Waiting for your payment");
    expect(orderStateWords(order("paid"), t).heading).toBe("Payment received — preparing your eSIM");
    expect(orderStateWords(order("cancelled"), t).heading).toBe("This order was cancelled");
    expect(orderStateWords(order("refunded", { refundedAmountSen: 2500 }), t).heading).toBe(
      "This order was refunded",
    );
    expect(orderStateWords(order("failed"), t).heading).toBe("We could not issue your eSIM yet");
  });

  it("a posted SIM is on its way while shipped, and has arrived only once delivered", () => {
    expect(orderStateWords(order("shipped", { ships: true }), t).heading).toBe("Your SIM card is on its way");
    expect(orderStateWords(order("delivered", { ships: true }), t).heading).toBe("Your SIM card has arrived");
    expect(orderStateWords(order("delivered"), t).heading).toBe("Your eSIM is ready");
  });

  it("leads a delivered order with Install now, and never says preparing", () => {
    const words = orderStateWords(order("delivered"), t);
    expect(words.heading).toBe("Your eSIM is ready");
    expect(words.action).toEqual({ kind: "install", label: "Install now" });
    expect(orderStateWords(order("delivered"), serverT("ms")).action.label).toBe("Pasang sekarang");
    expect(orderStateWords(order("delivered"), serverT("zh-Hans")).action.label).toBe("立即安装");
    expect(orderActionHref(words.action.kind, 7, "/checkout/success?order=7")).toBe("/my-orders/7/esim");
    for (const state of ["delivered", "shipped", "refunded", "cancelled", "failed"] as const) {
      const keys = orderStateKeys(state);
      expect(`${t(keys.heading)} ${t(keys.text)}`).not.toMatch(/preparing/i);
    }
  });

  it("tells a top-up as data added to eSIM …1234 in every language: no Install now", () => {
    const topup = (status: string) => order(status, { topupIccid: ICCID });
    const delivered = orderStateWords(topup("delivered"), t);
    expect(delivered.heading).toBe("Data added to your eSIM …1234");
    expect(delivered.action).toEqual({ kind: "esims", label: "See your eSIMs" });
    expect(orderActionHref("esims", 7, "/checkout/success?order=7")).toBe("/my-esims");
    expect(orderStateWords(topup("delivered"), serverT("ms")).heading).toBe(
      "Data telah ditambah ke eSIM …1234 anda",
    );
    expect(orderStateWords(topup("delivered"), serverT("zh-Hans")).heading).toBe("流量已充入您的 eSIM …1234");
    expect(orderStateWords(topup("paid"), t).heading).toBe(
      "Payment received — adding the data to eSIM …1234",
    );
    expect(orderStateWords(topup("failed"), t).heading).toBe("We could not add the data to eSIM …1234");
    for (const locale of LOCALES)
      for (const status of ["paid", "delivered", "failed"]) {
        const words = orderStateWords(topup(status), serverT(locale));
        expect(`${words.heading} ${words.text}`, `${locale} ${status}`).toContain("…1234");
        expect(words.action.kind).not.toBe("install");
      }
    // The line is built from its parts, never the English name it keeps.
    const line = {
      name: "Top-up for eSIM …1234 – 1 GB - 7 Days",
      kind: "topup" as const,
      dataMb: 1024,
      days: 7,
    };
    const facts = { topupIccid: ICCID };
    expect(orderLineName(t, facts, line)).toBe("Top-up for eSIM …1234 – 1 GB, 7 days");
    expect(orderLineName(serverT("ms"), facts, line)).toBe("Tambah nilai untuk eSIM …1234 – 1 GB, 7 hari");
    expect(orderLineName(serverT("zh-Hans"), facts, { ...line, dataMb: null })).toBe(
      "eSIM …1234 充值 – 无限流量，7 天",
    );
    expect(orderLineName(serverT("ms"), {}, { name: "Jepun", kind: "plan" })).toBe("Jepun");
  });

  it("names FPX while the bank has not confirmed a finished checkout", () => {
    expect(orderStateWords(order("pending", { paymentIntentId: "pi_1" }), t).heading).toMatch(/FPX/);
    expect(orderStateWords(order("pending", { paymentMethod: "fpx" }), t).text).toMatch(/FPX online banking/);
    expect(orderStateWords(order("pending"), t).heading).not.toMatch(/FPX/);
    for (const locale of LOCALES)
      expect(orderStateWords(order("pending", { paymentMethod: "fpx" }), serverT(locale)).heading).toMatch(
        /FPX/,
      );
  });

  it("tells a partial refund and a SIM card to post apart from the plain statuses", () => {
    expect(customerOrderStateOf(order("delivered", { refundedAmountSen: 1000 }))).toBe("partly_refunded");
    expect(customerOrderStateOf(order("paid", { ships: true }))).toBe("posting");
    expect(customerOrderStateOf(order("shipped", { ships: true }))).toBe("shipped");
    expect(customerOrderStateOf(order("delivered", { ships: true }))).toBe("arrived");
  });

  it("words every refund request state as a sentence, never 'Refund request requested'", () => {
    for (const key of Object.values(REFUND_REQUEST_KEYS)) {
      const sentence = t(key, { on: "Nov 26, 2026 14:05 Malaysia time (UTC+8)" });
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      expect(sentence).not.toMatch(/request requested/i);
    }
    expect(t(REFUND_REQUEST_KEYS.requested, { on: "Nov 26, 2026" })).toBe(
      "You asked for a refund on Nov 26, 2026. We will answer within 24 hours.",
    );
  });
});

describe("the order's status history in the page's language", () => {
  const DEVICE_NOTE = "Checkout started; the customer confirmed their phone supports eSIM and is unlocked";

  it("says the shop's own notes in each language, English word for word", () => {
    expect(orderNoteText(t, "en", DEVICE_NOTE)).toBe(DEVICE_NOTE);
    expect(orderNoteText(serverT("ms"), "ms", DEVICE_NOTE)).toMatch(/^Pembayaran dimulakan/);
    expect(orderNoteText(serverT("zh-Hans"), "zh-Hans", DEVICE_NOTE)).toBe(
      "已开始结账；您已确认手机支持 eSIM 且未锁网",
    );
    expect(orderNoteText(serverT("zh-Hans"), "zh-Hans", "Refunded RM 1,234.50")).toBe("已退款 RM 1,234.50");
    expect(orderNoteText(t, "en", "Refunded RM 25.00")).toBe("Refunded RM 25.00");
  });

  it("leaves a note it cannot translate (a supplier's error) off the Malay and Chinese pages, never in English", () => {
    const error = "Supplier answered 503";
    expect(orderNoteText(t, "en", error)).toBe(error);
    expect(orderNoteText(serverT("ms"), "ms", error)).toBeNull();
    expect(orderNoteText(serverT("zh-Hans"), "zh-Hans", null)).toBeNull();
  });
});

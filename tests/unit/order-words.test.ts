import { describe, expect, it } from "vitest";
import {
  ORDER_STATE_WORDS,
  orderActionHref,
  orderStateWords,
  REFUND_REQUEST_WORDS,
} from "../../app/components/account/order-words";
import { CUSTOMER_ORDER_STATES, customerOrderStateOf } from "../../app/schemas/order-state";
import { ORDER_STATUSES } from "../../app/schemas/orders";

const order = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  totalAmountSen: 2500,
  ...extra,
});

describe("what a customer reads about an order", () => {
  it("gives every state a heading, a whole sentence and one next step", () => {
    expect(Object.keys(ORDER_STATE_WORDS).sort()).toEqual([...CUSTOMER_ORDER_STATES].sort());
    for (const words of Object.values(ORDER_STATE_WORDS)) {
      expect(words.heading).toMatch(/^[A-Z]/);
      expect(words.text).toMatch(/^[A-Z].*\.$/);
      expect(words.action.label).toMatch(/^[A-Z]/);
    }
  });

  it("reads every order status, and each status alone decides the words", () => {
    for (const status of ORDER_STATUSES) {
      expect(CUSTOMER_ORDER_STATES).toContain(customerOrderStateOf(order(status)));
    }
    expect(orderStateWords(order("pending")).heading).toBe("Waiting for your payment");
    expect(orderStateWords(order("paid")).heading).toBe("Payment received — preparing your eSIM");
    expect(orderStateWords(order("cancelled")).heading).toBe("This order was cancelled");
    expect(orderStateWords(order("refunded", { refundedAmountSen: 2500 })).heading).toBe(
      "This order was refunded",
    );
    expect(orderStateWords(order("failed")).heading).toBe("We could not issue your eSIM yet");
  });

  it("leads a delivered order with Install now, and never says preparing", () => {
    const words = orderStateWords(order("delivered"));
    expect(words.heading).toBe("Your eSIM is ready");
    expect(words.action).toEqual({ kind: "install", label: "Install now" });
    expect(orderActionHref(words.action.kind, 7, "/checkout/success?order=7")).toBe("/my-orders/7/esim");
    for (const state of ["delivered", "shipped", "refunded", "cancelled", "failed"] as const) {
      const { heading, text } = ORDER_STATE_WORDS[state];
      expect(`${heading} ${text}`).not.toMatch(/preparing/i);
    }
  });

  it("names FPX while the bank has not confirmed a finished checkout", () => {
    expect(orderStateWords(order("pending", { paymentIntentId: "pi_1" })).heading).toMatch(/FPX/);
    expect(orderStateWords(order("pending", { paymentMethod: "fpx" })).text).toMatch(/FPX online banking/);
    expect(orderStateWords(order("pending")).heading).not.toMatch(/FPX/);
  });

  it("tells a partial refund and a SIM card to post apart from the plain statuses", () => {
    expect(customerOrderStateOf(order("delivered", { refundedAmountSen: 1000 }))).toBe("partly_refunded");
    expect(customerOrderStateOf(order("paid", { ships: true }))).toBe("posting");
    expect(customerOrderStateOf(order("delivered", { ships: true }))).toBe("shipped");
  });

  it("words every refund request state as a sentence, never 'Refund request requested'", () => {
    for (const say of Object.values(REFUND_REQUEST_WORDS)) {
      const sentence = say("Nov 26, 2026 14:05 Malaysia time (UTC+8)");
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      expect(sentence).not.toMatch(/request requested/i);
    }
    expect(REFUND_REQUEST_WORDS.requested("Nov 26, 2026")).toBe(
      "You asked for a refund on Nov 26, 2026. We will answer within 24 hours.",
    );
  });
});

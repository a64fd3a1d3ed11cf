// The price shown before paying is the price charged: for every mix of a referred friend's RM 10
// (R), store credit (C) and a promotion code (P), the cart's lines, the checkout's order summary and
// its "Pay RM …" button read what the Stripe stand-in's Checkout Session is then asked for.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { summaryLines } from "../../app/lib/summary-lines";
import type { CartSummary } from "../../app/schemas/cart";
import { as, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { ORIGIN, productId, seedDatabase } from "./helpers";
import { configurePayments, order, standinSession, withCart } from "./payment-helpers";
import { friendOf, referrerWith } from "./referral-helpers";
import { queryRoutes } from "./route-harness";

let root: string;
let referrerCode: string;
let made = 0;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
  referrerCode = (await referrerWith("price.referrer@shop.test")).code;
});

/** A page's loader data as React Router gives it to the route module that draws it. */
async function loaderOf(browser: Browser, path: string, route: string) {
  const headers = {
    Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    "CF-Connecting-IP": browser.address,
  };
  const answer = await queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, { headers }));
  expect(answer.response.status).toBe(200);
  return answer.page?.loaderData?.[route] as { summary: CartSummary; payments?: boolean };
}

/** The order summary's lines as the page draws them (null: no such line). */
function shownLines(summary: CartSummary, useCredit: boolean) {
  const price = summaryLines(summary, useCredit);
  return {
    subtotal: price.subtotalSen,
    promotion: price.promotionSen || null,
    referral: price.referralSen || null,
    credit: price.creditSen || null,
    total: price.totalSen,
  };
}

async function promotionCode() {
  made += 1;
  const code = `SHOWN${made}`;
  const res = await as(root).post("/api/admin/promotions", { code, kind: "percent", value: 10 });
  expect(res.status).toBe(201);
  return code;
}

/** A buyer of two RM 25.00 eSIMs (RM 50.00) with what `mix` names: R, C (RM 7.77), P (10 %). */
async function buyerWith(mix: string) {
  const buyer = mix.includes("R")
    ? await friendOf(referrerCode, { quantity: 2 })
    : await withCart([["japan-5gb-7-days", 2]]);
  if (mix.includes("C")) {
    const res = await as(root).post(`/api/admin/users/${buyer.id}/credit`, { amount: 777, reason: "Sorry" });
    expect(res.status).toBe(201);
  }
  if (mix.includes("P")) {
    expect((await buyer.browser.post("/api/cart/promo", { code: await promotionCode() })).status).toBe(200);
  }
  return buyer;
}

/** Pay as the checkout's form posts it (credit ticked when there is some), and the session Stripe got. */
async function pay(browser: Browser, withCredit: boolean, account: Record<string, string> = {}) {
  const form = new URLSearchParams({
    deviceConfirmed: "on",
    ...(withCredit ? { useCredit: "on" } : {}),
    ...account,
  });
  const headers = {
    Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    Origin: ORIGIN,
    "CF-Connecting-IP": browser.address,
  };
  const request = new Request(`${ORIGIN}/checkout`, { method: "POST", headers, body: form });
  const { response } = await queryRoutes(appHandler, request);
  expect(response.status).toBe(303);
  const latest = await env.DB.prepare("select max(id) as id from orders").first<{ id: number }>();
  const row = await order(Number(latest?.id));
  const session = await standinSession(String(row?.stripe_checkout_session_id));
  expect(response.headers.get("Location")).toBe(session.url);
  return { row, session };
}

// Subtotal RM 50.00; P = 10 % = RM 5.00, taken first; R = RM 10.00 (at least RM 20.00 after P); C = RM 7.77.
const MIXES: Record<string, { promotion: number | null; referral: number | null; credit: number | null }> = {
  none: { promotion: null, referral: null, credit: null },
  R: { promotion: null, referral: 1000, credit: null },
  C: { promotion: null, referral: null, credit: 777 },
  P: { promotion: 500, referral: null, credit: null },
  "R+C": { promotion: null, referral: 1000, credit: 777 },
  "R+P": { promotion: 500, referral: 1000, credit: null },
  "C+P": { promotion: 500, referral: null, credit: 777 },
  "R+C+P": { promotion: 500, referral: 1000, credit: 777 },
};

describe("the price shown is the price charged", () => {
  for (const [mix, expected] of Object.entries(MIXES)) {
    it(`${mix}: cart, order summary and Pay button say what the Checkout Session charges`, async () => {
      const buyer = await buyerWith(mix);
      const total = 5000 - (expected.promotion ?? 0) - (expected.referral ?? 0) - (expected.credit ?? 0);
      const want = { subtotal: 5000, ...expected, total };
      const useCredit = expected.credit !== null;
      const cart = await loaderOf(buyer.browser, "/cart", "routes/cart");
      expect(shownLines(cart.summary, true)).toEqual(want);
      const checkout = await loaderOf(buyer.browser, "/checkout", "routes/checkout");
      expect(checkout.payments).toBe(true);
      expect(shownLines(checkout.summary, useCredit)).toEqual(want);
      const { row, session } = await pay(buyer.browser, useCredit);
      expect(session.amount_total).toBe(total);
      expect(row).toMatchObject({
        total_amount_sen: total,
        subtotal_amount_sen: 5000,
        discount_amount_sen: expected.promotion ?? 0,
        referral_discount_sen: expected.referral ?? 0,
        credit_amount_sen: expected.credit ?? 0,
      });
    });
  }
});

/**
 * The referral landing page `/r/<code>` (in a language's address): the cookie the Worker sets, and
 * the data its route module draws from.
 */
async function landing(browser: Browser, path: string, route: string) {
  const res = await browser.get(path);
  const request = new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": browser.address } });
  const answer = await queryRoutes(appHandler, request);
  return {
    status: res.status,
    cookies: res.headers.getSetCookie(),
    private: res.headers.get("Cache-Control"),
    pageStatus: answer.response.status,
    data: answer.page?.loaderData?.[route] as {
      discountSen: number;
      minimumSen: number;
      messages: Record<string, unknown>;
    },
  };
}

describe("a visitor who follows a friend's link", () => {
  it("is told on /r/<code>, in each language, the RM 10 off a first order of RM 20 the rule gives", async () => {
    for (const [prefix, route] of [
      ["", "routes/referral-landing"],
      ["/ms", "routes/referral-landing"],
      ["/zh", "routes/referral-landing"],
    ] as const) {
      const visitor = new Browser();
      const page = await landing(visitor, `${prefix}/r/${referrerCode}`, route);
      expect([page.status, page.pageStatus, page.private]).toEqual([200, 200, "private, no-store"]);
      expect(page.cookies.join(";")).toMatch(new RegExp(`ref=${referrerCode}.*HttpOnly`, "i"));
      expect(page.data).toMatchObject({ discountSen: 1000, minimumSen: 2000 });
      const offer = JSON.stringify(page.data.messages["credit.landing.offer"]);
      // The amounts come from the rule, never typed into the words.
      expect(offer).toContain("amount");
      expect(offer).toContain("minimum");
      expect(offer).not.toMatch(/\d/);
    }
    const unknown = await landing(new Browser(), "/r/not-a-code!", "routes/referral-landing");
    expect(unknown.cookies.join(";")).not.toMatch(/ref=/);
  });

  it("sees the friend's RM 10 as a guest in the cart and checkout, and pays what they saw", async () => {
    const guest = new Browser();
    await landing(guest, `/r/${referrerCode}`, "routes/referral-landing");
    const added = await guest.post("/api/cart", {
      productId: await productId("japan-5gb-7-days"),
      quantity: 2,
    });
    expect(added.status).toBeLessThan(300);
    const want = { subtotal: 5000, promotion: null, referral: 1000, credit: null, total: 4000 };
    expect(shownLines((await loaderOf(guest, "/cart", "routes/cart")).summary, true)).toEqual(want);
    expect(shownLines((await loaderOf(guest, "/checkout", "routes/checkout")).summary, true)).toEqual(want);
    const { row, session } = await pay(guest, false, {
      email: "guest.friend@shop.test",
      password: "Trip-pass-1",
    });
    expect(session.amount_total).toBe(4000);
    expect(row).toMatchObject({ total_amount_sen: 4000, referral_discount_sen: 1000 });
  });
});

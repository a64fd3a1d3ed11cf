// Referrals (decision 0049): /r/<code> keeps the code, sign-up records the referrer, the friend's
// first order of RM 20 or more gets RM 10 off on Stripe too, and the referrer earns RM 10 of credit
// once that order has stood 7 days unrefunded, exactly once.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { creditBalance } from "../../worker/services/credit/ledger";
import { grantReferralRewards } from "../../worker/services/credit/referral";
import { as, json, rootSession } from "./admin-helpers";
import { Browser } from "./browser";
import { db } from "./fulfilment-helpers";
import { productId, seedDatabase } from "./helpers";
import {
  configurePayments,
  customer,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  payOnStandin,
  standinSession,
} from "./payment-helpers";
import { codeOf, DAY, friendOf, paidAtOf } from "./referral-helpers";
import worker from "./test-worker";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

describe("referral links", () => {
  it("/r/<code> sets an HttpOnly Lax cookie for 30 days on the page that says what the friend gets", async () => {
    const browser = new Browser();
    const res = await browser.get("/ms/r/abcdef1234", { redirect: "manual" });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^ref=abcdef1234/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const unknown = await new Browser().get("/r/not-a-code!", { redirect: "manual" });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("sign-up records the referrer; an unknown code records nobody", async () => {
    const referrer = await customer();
    const friend = await friendOf(await codeOf(referrer.id));
    const row = await env.DB.prepare("select referred_by_user_id, referral_code from users where id = ?")
      .bind(friend.id)
      .first<{ referred_by_user_id: number; referral_code: string }>();
    expect(row?.referred_by_user_id).toBe(referrer.id);
    expect(row?.referral_code).toMatch(/^[0-9a-f]{10}$/);
    const stranger = await friendOf("0123456789");
    const none = await env.DB.prepare("select referred_by_user_id from users where id = ?")
      .bind(stranger.id)
      .first<{ referred_by_user_id: number | null }>();
    expect(none?.referred_by_user_id).toBeNull();
  });
});

describe("the friend's RM 10 off and the referrer's reward", () => {
  it("first order only, Stripe charges the order's total, reward 7 days later, once", async () => {
    const referrer = await customer();
    const friend = await friendOf(await codeOf(referrer.id));
    const summary = await json(await friend.browser.get("/api/cart/summary"));
    expect(summary).toMatchObject({ subtotal: "25.00", referral: "10.00", total: "15.00" });
    const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
    const row = await order(orderId);
    expect(row).toMatchObject({
      subtotal_amount_sen: 2500,
      referral_discount_sen: 1000,
      total_amount_sen: 1500,
    });
    expect((await standinSession(String(row?.stripe_checkout_session_id))).amount_total).toBe(1500);
    await payOnStandin(orderId);
    const paidAt = await paidAtOf(orderId);

    expect(await grantReferralRewards(db(), paidAt + 6 * DAY)).toBe(0);
    expect(await creditBalance(db(), referrer.id, paidAt + 6 * DAY)).toBe(0);
    // The cron's run grants it (the scheduled handler calls grantReferralRewards with its time).
    const controller = createScheduledController({
      scheduledTime: new Date(paidAt + 7 * DAY + 1000),
      cron: "17 * * * *",
    });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await creditBalance(db(), referrer.id, paidAt + 7 * DAY + 2000)).toBe(1000);
    expect(await grantReferralRewards(db(), paidAt + 8 * DAY)).toBe(0);
    expect(await creditBalance(db(), referrer.id, paidAt + 8 * DAY)).toBe(1000);

    // The second order pays full price.
    await friend.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    const second = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(second.orderId)).toMatchObject({ referral_discount_sen: 0, total_amount_sen: 2500 });
  });

  it("no discount under RM 20 after a code", async () => {
    const referrer = await customer();
    const friend = await friendOf(await codeOf(referrer.id));
    const code = "REF600";
    expect((await as(root).post("/api/admin/promotions", { code, kind: "amount", value: 600 })).status).toBe(
      201,
    );
    expect((await friend.browser.post("/api/cart/promo", { code })).status).toBe(200);
    const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(orderId)).toMatchObject({ referral_discount_sen: 0, total_amount_sen: 1900 });
  });

  it("a refunded order earns nothing", async () => {
    const referrer = await customer();
    const friend = await friendOf(await codeOf(referrer.id), { quantity: 2 });
    const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(orderId)).toMatchObject({ referral_discount_sen: 1000, total_amount_sen: 4000 });
    await payOnStandin(orderId);
    const items = await env.DB.prepare("select id from order_items where order_id = ?")
      .bind(orderId)
      .first<{ id: number }>();
    const refund = await as(root).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: items?.id });
    expect(refund.status).toBe(200);
    const paidAt = await paidAtOf(orderId);
    await grantReferralRewards(db(), paidAt + 10 * DAY);
    expect(await creditBalance(db(), referrer.id, paidAt + 10 * DAY)).toBe(0);
  });
});

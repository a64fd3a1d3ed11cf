// Credit (decision 0049): staff grant goodwill, a customer pays with it (in full without Stripe,
// or partly with the card charged at least RM 2.00), it cannot be spent twice, it expires after
// 12 months, an unpaid order gives it back and a refund returns it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { creditBalance } from "../../worker/services/credit/ledger";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import {
  configurePayments,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  payOnStandin,
  sessionOf,
  standinSession,
  webhook,
  withCart,
} from "./payment-helpers";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function grant(userId: number, amount: number, reason = "Sorry for the slow delivery") {
  const res = await as(root).post(`/api/admin/users/${userId}/credit`, { amount, reason });
  expect(res.status).toBe(201);
  return json(res);
}

const KOREA = "south-korea-3gb-5-days";
const useCredit = { ...DEVICE_CONFIRMED, useCredit: true };
const DAY = 24 * 60 * 60 * 1000;

describe("goodwill credit", () => {
  it("needs the permission to manage customers, refuses bad input, and is audited", async () => {
    const buyer = await withCart([]);
    const viewer = await staffCookie(root, "credit.viewer", { canViewOrders: true });
    const refused = await as(viewer).post(`/api/admin/users/${buyer.id}/credit`, {
      amount: 500,
      reason: "Nice",
    });
    expect(refused.status).toBe(403);
    for (const body of [{ amount: 0, reason: "Nice one" }, { amount: 500 }, { amount: -5, reason: "Bad" }]) {
      expect((await as(root).post(`/api/admin/users/${buyer.id}/credit`, body)).status).toBe(400);
    }
    const summary = await grant(buyer.id, 1500);
    expect(summary).toMatchObject({ balance: "15.00", balanceSen: 1500 });
    expect(summary.entries[0]).toMatchObject({
      amount: "15.00",
      reason: "goodwill",
      note: "Sorry for the slow delivery",
    });
    expect(await lastAudit()).toMatchObject({
      action: "CREDIT_GRANT",
      target_type: "user",
      target_id: buyer.id,
    });
  });

  it("GET /api/user/credit is 401 signed out and shows only the caller's own entries", async () => {
    expect((await new Browser().get("/api/user/credit")).status).toBe(401);
    const mine = await withCart([]);
    const other = await withCart([]);
    await grant(other.id, 700);
    const answer = await json(await mine.browser.get("/api/user/credit"));
    expect(answer).toEqual({ balance: "0.00", balanceSen: 0, owed: "0.00", owedSen: 0, entries: [] });
    const theirs = await json(await other.browser.get("/api/user/credit"));
    expect(theirs.entries).toHaveLength(1);
    expect(theirs.entries[0].expiresAt).not.toBeNull();
  });

  it("expires 12 months after it was granted", async () => {
    const buyer = await withCart([]);
    await grant(buyer.id, 900);
    const now = Date.now();
    expect(await creditBalance(db(), buyer.id, now + 364 * DAY)).toBe(900);
    expect(await creditBalance(db(), buyer.id, now + 366 * DAY + DAY)).toBe(0);
  });
});

describe("paying with credit", () => {
  it("an order credit pays in full completes without Stripe, with a receipt, and its refund gives the credit back", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    await grant(buyer.id, 3000);
    const summary = await json(await buyer.browser.get("/api/cart/summary"));
    expect(summary).toMatchObject({
      subtotal: "25.00",
      credit: "25.00",
      total: "0.00",
      creditBalance: "30.00",
    });
    const res = await buyer.browser.post("/api/checkout", useCredit);
    expect(res.status).toBe(201);
    const { orderId, url } = await json(res);
    expect(url).toContain(`/checkout/success?order=${orderId}`);
    const row = await order(orderId);
    expect(row).toMatchObject({
      total_amount_sen: 0,
      credit_amount_sen: 2500,
      stripe_checkout_session_id: null,
    });
    expect(["paid", "delivered"]).toContain(row?.status);
    const receipt = await env.DB.prepare("select number from receipts where order_id = ?")
      .bind(orderId)
      .first<{ number: string }>();
    expect(receipt?.number).toBeTruthy();
    const document = await json(await buyer.browser.get(`/api/orders/${orderId}/receipt`));
    expect(document).toMatchObject({
      total: { amountSen: 2500 },
      credit: { amountSen: 2500 },
      discount: { amountSen: 0 },
    });
    // The order itself says credit paid it.
    const detail = await json(await buyer.browser.get(`/api/user/orders/${orderId}`));
    expect(detail).toMatchObject({ totalAmountSen: 0, creditAmountSen: 2500, referralDiscountSen: 0 });
    // Fulfilment ran as after a card payment: the eSIM is there and the order delivered.
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const esim = await env.DB.prepare("select count(*) as n from esims where order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(esim?.n).toBe(1);
    // The e-mail that carries the receipt says what was paid and that credit paid it.
    const mail = await eventually(async () =>
      (await mailbox(String(row?.customer_email))).find((m) => m.text.includes("Paid with credit")),
    );
    expect(mail.text).toContain("Total paid: RM 25.00\nPaid with credit: RM 25.00");
    const credit = await json(await buyer.browser.get("/api/user/credit"));
    expect(credit.balanceSen).toBe(500);
    expect(credit.entries[0]).toMatchObject({ amount: "-25.00", reason: "spend", expiresAt: null });

    const refund = await as(root).post(`/api/admin/orders/${orderId}/refund`, {});
    expect(refund.status).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: "refunded", credit_refunded_sen: 2500 });
    const after = await json(await buyer.browser.get("/api/user/credit"));
    expect(after.balanceSen).toBe(3000);
    expect(after.entries.find((e: { reason: string }) => e.reason === "refund")).toMatchObject({
      amount: "25.00",
    });
  });

  it("leaves the card at least RM 2.00: RM 24.00 of credit on RM 25.00 uses RM 23.00", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    await grant(buyer.id, 2400);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", useCredit));
    const row = await order(orderId);
    expect(row).toMatchObject({ total_amount_sen: 200, credit_amount_sen: 2300 });
    expect((await standinSession(String(row?.stripe_checkout_session_id))).amount_total).toBe(200);
    // The session expires unpaid: the held credit comes back.
    expect(await creditBalance(db(), buyer.id)).toBe(100);
    await webhook("checkout.session.expired", await sessionOf(orderId, { status: "expired" }));
    expect(await creditBalance(db(), buyer.id)).toBe(2400);
  });

  it("a refund of an order paid by card and credit: card first, up to what it paid, then credit", async () => {
    const buyer = await withCart([
      [ESIM, 1],
      [KOREA, 1],
    ]);
    await grant(buyer.id, 1500);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", useCredit));
    const placed = await order(orderId);
    const cardSen = Number(placed?.total_amount_sen);
    expect(placed?.credit_amount_sen).toBe(1500);
    await payOnStandin(orderId);
    expect(await creditBalance(db(), buyer.id)).toBe(0);
    const lines = await env.DB.prepare(
      "select id, price_sen * quantity as sen from order_items where order_id = ? order by id",
    )
      .bind(orderId)
      .all<{ id: number; sen: number }>();
    const [first, second] = lines.results;
    // The first line comes off the card alone; the second takes the card's rest, then credit.
    const one = await json(
      await as(root).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: first?.id }),
    );
    expect(one).toMatchObject({ refundedSen: first?.sen, creditSen: 0, full: false });
    const two = await json(
      await as(root).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: second?.id }),
    );
    expect(two).toMatchObject({ refundedSen: second?.sen, creditSen: 1500, full: true });
    expect(await order(orderId)).toMatchObject({
      status: "refunded",
      refunded_amount_sen: cardSen,
      credit_refunded_sen: 1500,
    });
    expect(await creditBalance(db(), buyer.id)).toBe(1500);
  });

  it("without useCredit the SPEC payload pays by card as before", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    await grant(buyer.id, 1000);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(orderId)).toMatchObject({ total_amount_sen: 2500, credit_amount_sen: 0 });
  });

  it("two checkouts at once cannot spend the same credit twice", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    await grant(buyer.id, 2500);
    const answers = await Promise.all([
      buyer.browser.post("/api/checkout", useCredit),
      buyer.browser.post("/api/checkout", useCredit),
    ]);
    const spent = await env.DB.prepare(
      "select coalesce(sum(amount_sen), 0) as n from credit_spends where user_id = ? and state in ('held', 'spent')",
    )
      .bind(buyer.id)
      .first<{ n: number }>();
    // One order took all of it; the other was refused, or found the cart already bought.
    expect(spent?.n).toBe(2500);
    expect(await creditBalance(db(), buyer.id)).toBe(0);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
  });
});

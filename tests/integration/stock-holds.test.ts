// One customer must not hold a Physical SIM's whole stock unpaid (decision 0063): a share per order,
// account and client, no renewing one's own abandoned hold at once, and paying still works.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { holdCap } from "../../worker/services/checkout/hold-rule";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { productId, seedDatabase } from "./helpers";
import {
  configurePayments,
  customer,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  payOnStandin,
  SHIPPING,
  stock,
} from "./payment-helpers";

// The hold rule a shop starts with (decision 0063): 2 units at least, 20 % of the stock, 15 minutes.
const DEFAULT_HOLD_RULE = { minUnits: 2, sharePercent: 20, cooldownMinutes: 15 };

const SIM = "asia-pacific-sim-unlimited-30-days";
const SIM_NAME = "Asia Pacific Unlimited SIM";
let root = "";

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

/**
 * Staff cancel every unpaid order holding the plan (a staff cancellation starts no cool-down), then
 * set its units on hand through the Inventory tab's operation: each test starts with all of it free.
 */
async function stockAt(units: number) {
  const held = await env.DB.prepare(
    `SELECT DISTINCT o.id FROM orders o JOIN order_items oi ON oi.order_id = o.id
     WHERE o.status = 'pending' AND oi.product_id = ?`,
  )
    .bind(await productId(SIM))
    .all<{ id: number }>();
  for (const { id } of held.results) {
    expect((await as(root).post(`/api/admin/orders/${id}/cancel`)).status).toBe(200);
  }
  expect((await stock(SIM))?.reserved).toBe(0);
  const now = (await stock(SIM))?.stock ?? 0;
  if (now === units) return;
  const res = await as(root).post(`/api/admin/inventory/${await productId(SIM)}/adjust`, {
    delta: units - now,
    reason: "Stock count",
  });
  expect(res.status).toBe(200);
}

/** Adds to the cart through the API; the line's id. */
async function put(buyer: { browser: Browser }, slug: string, quantity: number): Promise<number> {
  const res = await buyer.browser.post("/api/cart", { productId: await productId(slug), quantity });
  expect(res.status).toBeLessThan(300);
  return (await json(res)).id;
}

async function buyerWith(quantity: number) {
  const buyer = await customer();
  await put(buyer, SIM, quantity);
  return buyer;
}

const pay = (buyer: { browser: Browser }, headers?: Record<string, string>) =>
  buyer.browser.post(
    "/api/checkout",
    { ...SHIPPING, ...DEVICE_CONFIRMED },
    headers ? { headers } : undefined,
  );

const pendingOf = (userId: number) =>
  env.DB.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND status = 'pending'")
    .bind(userId)
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0);

describe("the share one customer may hold", { timeout: 90_000 }, () => {
  it("is the greater of 2 units and 20 % of the stock, rounded down, never below 1", () => {
    const caps = [0, 1, 5, 12, 14, 15, 50, 99].map((units) => holdCap(units, DEFAULT_HOLD_RULE));
    expect(caps).toEqual([2, 2, 2, 2, 2, 3, 10, 19]);
    expect(holdCap(50, { minUnits: 1, sharePercent: 1, cooldownMinutes: 0 })).toBe(1);
    expect(holdCap(0, { minUnits: 1, sharePercent: 100, cooldownMinutes: 0 })).toBe(1);
  });

  it("stops one order at 2 of 5 and of 12 units, and at 10 of 50, saying so; nothing is held", async () => {
    for (const [units, cap] of [
      [5, 2],
      [12, 2],
      [50, 10],
    ] as const) {
      await stockAt(units);
      const before = await stock(SIM);
      const over = await buyerWith(cap + 1);
      const refused = await pay(over);
      expect(refused.status).toBe(409);
      expect(await json(refused)).toMatchObject({
        error: `You can hold at most ${cap} of ${SIM_NAME} until you pay`,
        reason: "hold_cap",
        holdLimit: cap,
      });
      expect(await pendingOf(over.id)).toBe(0);
      expect(await stock(SIM)).toEqual(before);
      const within = await buyerWith(cap);
      expect((await pay(within)).status).toBe(201);
      expect((await stock(SIM))?.reserved).toBe((before?.reserved ?? 0) + cap);
    }
  });

  it("lets the cart go no higher than the share, and lower again from above it", async () => {
    await stockAt(12);
    const guest = new Browser();
    const id = await put({ browser: guest }, SIM, 4);
    const quantity = (n: number) => guest.send("PUT", `/api/cart/${id}`, { quantity: n });
    const up = await quantity(5);
    expect(up.status).toBe(409);
    expect((await json(up)).error).toBe(`You can hold at most 2 of ${SIM_NAME} until you pay`);
    expect((await quantity(3)).status).toBe(200);
    expect((await quantity(2)).status).toBe(200);
    expect((await quantity(3)).status).toBe(409);
  });

  it("holds 2, not 4, when one account checks out twice at once", async () => {
    await stockAt(12);
    const before = await stock(SIM);
    const buyer = await buyerWith(2);
    const answers = await Promise.all([pay(buyer), pay(buyer)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await pendingOf(buyer.id)).toBe(1);
    expect((await stock(SIM))?.reserved).toBe((before?.reserved ?? 0) + 2);
  });

  it("counts every account a client makes (a guest signing up at checkout) against one share", async () => {
    await stockAt(12);
    const address = "192.0.2.63";
    const first = await buyerWith(2);
    expect((await pay(first, { "CF-Connecting-IP": address })).status).toBe(201);
    const second = await buyerWith(1);
    const refused = await pay(second, { "CF-Connecting-IP": address });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(`You can hold at most 2 of ${SIM_NAME} until you pay`);
    // Another client is not affected.
    expect((await pay(second, { "CF-Connecting-IP": "192.0.2.64" })).status).toBe(201);
  });
});

describe("renewing a hold", { timeout: 90_000 }, () => {
  it("paying again on the same cart opens the same order, and paying it still works", async () => {
    await stockAt(12);
    const before = await stock(SIM);
    const buyer = await buyerWith(2);
    const first = await json(await pay(buyer));
    const again = await pay(buyer);
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual(first);
    expect((await stock(SIM))?.reserved).toBe((before?.reserved ?? 0) + 2);
    await payOnStandin(first.orderId);
    expect((await order(first.orderId))?.status).toMatch(/paid|delivered/);
    expect(await stock(SIM)).toEqual({ stock: (before?.stock ?? 0) - 2, reserved: before?.reserved });
  });

  it("a changed cart cannot let go of the order holding the plan to hold it anew", async () => {
    await stockAt(12);
    const buyer = await buyerWith(2);
    const first = await json(await pay(buyer));
    await put(buyer, ESIM, 1);
    const refused = await pay(buyer);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: `Your order #${first.orderId} already holds ${SIM_NAME} until you pay it or it ends`,
      reason: "hold_pending",
    });
    expect((await order(first.orderId))?.status).toBe("pending");
    await payOnStandin(first.orderId);
    expect((await order(first.orderId))?.status).toMatch(/paid|delivered/);
  });

  it("after an account lets its hold go, it and its client wait the staff-set cool-down", async () => {
    await stockAt(12);
    const address = "192.0.2.90";
    const buyer = await customer();
    const line = await put(buyer, SIM, 2);
    const first = await json(await pay(buyer, { "CF-Connecting-IP": address }));
    // The next checkout, without the SIM, replaces the unpaid order: the hold ends unpaid.
    expect((await buyer.browser.send("DELETE", `/api/cart/${line}`)).status).toBe(200);
    await put(buyer, ESIM, 1);
    expect((await pay(buyer, { "CF-Connecting-IP": address })).status).toBe(201);
    expect((await order(first.orderId))?.status).toBe("cancelled");
    await put(buyer, SIM, 2);
    const refused = await pay(buyer, { "CF-Connecting-IP": address });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: `You can hold ${SIM_NAME} again in 15 min`,
      reason: "hold_cooldown",
    });
    // A new account from the same client waits too; someone else does not.
    const other = await buyerWith(1);
    expect((await pay(other, { "CF-Connecting-IP": address })).status).toBe(409);
    expect((await pay(other, { "CF-Connecting-IP": "192.0.2.91" })).status).toBe(201);
    // Staff set no cool-down (audited): the account may hold it again.
    const rule = { minUnits: 2, sharePercent: 20, cooldownMinutes: 0 };
    expect((await as(root).put("/api/admin/settings/holds", rule)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "SETTING_UPDATE", target_type: "setting" });
    expect(JSON.parse(String((await lastAudit())?.details))).toEqual({ key: "checkout_hold_rule", ...rule });
    expect((await pay(buyer, { "CF-Connecting-IP": address })).status).toBe(201);
    expect((await as(root).put("/api/admin/settings/holds", DEFAULT_HOLD_RULE)).status).toBe(200);
  });
});

describe("the rule in Settings", { timeout: 60_000 }, () => {
  it("is seeded at 2 units or 20 %, 15 minutes, and only inventory staff may change it", async () => {
    expect(await json(await as(root).get("/api/admin/settings/holds"))).toEqual(DEFAULT_HOLD_RULE);
    const content = await staffCookie(root, "holdsreader", { canManageContent: true });
    expect((await as(content).put("/api/admin/settings/holds", DEFAULT_HOLD_RULE)).status).toBe(403);
    const bad = await as(root).put("/api/admin/settings/holds", { ...DEFAULT_HOLD_RULE, sharePercent: 0 });
    expect(bad.status).toBe(400);
    const half = await as(root).put("/api/admin/settings/holds", { ...DEFAULT_HOLD_RULE, sharePercent: 50 });
    expect(await json(half)).toEqual({ ...DEFAULT_HOLD_RULE, sharePercent: 50 });
    await stockAt(12);
    const buyer = await buyerWith(6);
    expect((await pay(buyer)).status).toBe(201);
    expect((await as(root).put("/api/admin/settings/holds", DEFAULT_HOLD_RULE)).status).toBe(200);
  });
});

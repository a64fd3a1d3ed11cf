import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { paymentConfig } from "../../worker/services/payments/config";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { productId, seedDatabase } from "./helpers";
import {
  checkout,
  configurePayments,
  customer,
  ESIM,
  events,
  expectPaidOrLater,
  order,
  paid,
  paymentMoves,
  payOnStandin,
  refundsOf,
  SECRET_KEY,
  SHIPPING,
  SIM,
  sessionOf,
  standinSession,
  stock,
  WEBHOOK_SECRET,
  webhook,
  withCart,
} from "./payment-helpers";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

describe("payment configuration", () => {
  it("shows the mode and masked keys, stores them sealed, and audits without the values", async () => {
    const view = await json(await as(root).get("/api/admin/settings/payments"));
    expect(view).toMatchObject({
      mode: "test",
      secretKey: "sk_test_…4242",
      source: { secretKey: "settings", webhookSecret: "settings" },
    });
    expect(JSON.stringify(view)).not.toContain(SECRET_KEY);
    const { results } = await env.DB.prepare(
      "SELECT value FROM store_settings WHERE key LIKE 'stripe_%'",
    ).all<{
      value: string;
    }>();
    for (const row of results) {
      expect(row.value).toMatch(/^v1:/);
      expect(row.value).not.toContain("standin");
    }
    const audits = await env.DB.prepare(
      "SELECT details FROM audit_logs WHERE action = 'PAYMENT_KEYS_UPDATE'",
    ).all<{
      details: string;
    }>();
    expect(audits.results).toHaveLength(1);
    expect(audits.results[0]?.details).not.toContain(SECRET_KEY);
    expect(audits.results[0]?.details).not.toContain(WEBHOOK_SECRET);
  });

  it("lets Worker secrets win over saved keys, and is demo mode with neither", async () => {
    const db = createDb(env.DB);
    const live = await paymentConfig(db, {
      ...env,
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    } as unknown as Env);
    expect(live.mode).toBe("live");
    expect(live.source).toEqual({ secretKey: "secret", webhookSecret: "secret" });
    const noKey = await paymentConfig(db, { ...env, SETTINGS_ENCRYPTION_KEY: "another-key" } as Env);
    expect(noKey.mode).toBe("demo");
  });

  it("refuses the payment settings to staff who are not super admins", async () => {
    const staff = await staffCookie(root, "orders.viewer", { canViewOrders: true });
    expect((await as(staff).get("/api/admin/settings/payments")).status).toBe(403);
    expect((await as(staff).post("/api/admin/orders/1/refund", {})).status).toBe(403);
  });
});

describe("POST /api/checkout", () => {
  it("creates a pending order with a snapshot of its lines and a ringgit Checkout Session", async () => {
    const before = Date.now();
    const { orderId, url, id } = await placed([[ESIM, 2]]);
    const row = await order(orderId);
    expect(row).toMatchObject({ status: "pending", user_id: id, currency: "myr", stock_state: "none" });
    const item = await env.DB.prepare("SELECT * FROM order_items WHERE order_id = ?").bind(orderId).first();
    const product = await env.DB.prepare("SELECT name, price_sen FROM products WHERE slug = ?")
      .bind(ESIM)
      .first<{
        name: string;
        price_sen: number;
      }>();
    expect(item).toMatchObject({
      quantity: 2,
      price_sen: product?.price_sen,
      product_name: product?.name,
      product_type: "eSIM",
    });
    expect(row?.total_amount_sen).toBe(2 * (product?.price_sen ?? 0));
    const session = await standinSession(String(row?.stripe_checkout_session_id));
    expect(url).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "myr",
      amount_total: row?.total_amount_sen,
      client_reference_id: String(orderId),
      metadata: { orderId: String(orderId) },
      customer_email: expect.stringContaining("@shop.test"),
      payment_method_types: ["card", "fpx", "grabpay"],
    });
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(before + 29 * 60_000);
    expect(session.expires_at * 1000).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    expect(await events(orderId)).toEqual([
      { from_status: null, to_status: "pending", cause: `customer:${id}` },
    ]);
    // A later price edit never changes the order.
    await env.DB.prepare("UPDATE products SET price_sen = price_sen + 1000, name = 'Renamed' WHERE slug = ?")
      .bind(ESIM)
      .run();
    const detail = await json(await (await customerOf(orderId)).get(`/api/user/orders/${orderId}`));
    expect(detail.items[0]).toMatchObject({ name: product?.name, priceSen: product?.price_sen });
    await env.DB.prepare("UPDATE products SET price_sen = price_sen - 1000, name = ? WHERE slug = ?")
      .bind(product?.name, ESIM)
      .run();
  });

  it("asks for a shipping address when the cart holds a Physical SIM, and reserves its stock", async () => {
    const buyer = await withCart([[SIM, 1]]);
    const missing = await buyer.browser.post("/api/checkout", {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).field).toBe("address");
    const before = await stock(SIM);
    const res = await buyer.browser.post("/api/checkout", SHIPPING);
    expect(res.status).toBe(201);
    const { orderId } = await json(res);
    expect(await stock(SIM)).toEqual({ stock: before?.stock, reserved: (before?.reserved ?? 0) + 1 });
    const row = await order(orderId);
    expect(JSON.parse(String(row?.shipping_address))).toMatchObject(SHIPPING);
    expect(row?.stock_state).toBe("reserved");
  });

  it("sells the last unit to exactly one of many parallel checkouts", async () => {
    const sim = await productId(SIM);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => withCart([[SIM, 1]])));
    await env.DB.prepare("UPDATE inventory SET stock_quantity = reserved_quantity + 1 WHERE product_id = ?")
      .bind(sim)
      .run();
    const ordersBefore = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    const answers = await Promise.all(buyers.map((b) => b.browser.post("/api/checkout", SHIPPING)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = await json(answers.find((r) => r.status === 409) as Response);
    expect(refused.error).toBe("Only 0 left of Thailand Tourist SIM");
    const ordersAfter = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    expect(ordersAfter?.n).toBe((ordersBefore?.n ?? 0) + 1);
    const inv = await stock(SIM);
    expect(inv?.stock).toBe(inv?.reserved);
    await env.DB.prepare("UPDATE inventory SET stock_quantity = reserved_quantity + 50 WHERE product_id = ?")
      .bind(sim)
      .run();
  }, 60_000);

  it("needs a signed-in customer and keys (demo mode answers 503)", async () => {
    expect((await new Browser().post("/api/checkout", {})).status).toBe(401);
  });
});

const browsers = new Map<number, Browser>();
async function customerOf(orderId: number) {
  const browser = browsers.get(orderId);
  if (!browser) throw new Error("unknown order");
  return browser;
}
async function placed(items: [string, number][], body: Record<string, unknown> = {}) {
  const result = await checkout(items, body);
  browsers.set(result.orderId, result.browser);
  return result;
}

describe("POST /api/webhooks/stripe", () => {
  it("refuses a missing, forged or stale signature with 400 and changes nothing", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    const session = await paid(orderId);
    const countEvents = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM stripe_events").first<{ n: number }>())?.n;
    const before = await countEvents();
    const missing = await webhook("checkout.session.completed", session, { signature: null });
    const forged = await webhook("checkout.session.completed", session, { secret: "whsec_someone_else" });
    const stale = await webhook("checkout.session.completed", session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const garbage = await webhook("checkout.session.completed", session, { signature: "t=1,v1=abc" });
    for (const { res } of [missing, forged, stale, garbage]) expect(res.status).toBe(400);
    expect((await order(orderId))?.status).toBe("pending");
    expect(await countEvents()).toBe(before);
  });

  it("marks the order paid once (a replay answers 200 and changes nothing), taking the stock for good", async () => {
    const { orderId } = await placed([[SIM, 2]], SHIPPING);
    const before = await stock(SIM);
    const first = await webhook("checkout.session.completed", await paid(orderId));
    expect(first.res.status).toBe(200);
    expectPaidOrLater((await order(orderId))?.status);
    expect((await order(orderId))?.payment_intent_id).toBe(`pi_test_${orderId}`);
    // Stripe does not know this made-up intent: the order is paid all the same, without charge details.
    expect(await order(orderId)).toMatchObject({ stripe_charge_id: null, payment_method_last4: null });
    expect(await stock(SIM)).toEqual({
      stock: (before?.stock ?? 0) - 2,
      reserved: (before?.reserved ?? 0) - 2,
    });
    const replay = await webhook("checkout.session.completed", await paid(orderId), { id: first.body.id });
    expect(replay.res.status).toBe(200);
    expect(await json(replay.res)).toMatchObject({ duplicate: true });
    expect(await stock(SIM)).toEqual({
      stock: (before?.stock ?? 0) - 2,
      reserved: (before?.reserved ?? 0) - 2,
    });
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid"]);
    expect((await events(orderId))[1]?.cause).toBe(`webhook:${first.body.id}`);
    // The cart no longer holds what was bought.
    const cart = await json(await (await customerOf(orderId)).get("/api/cart"));
    expect(JSON.stringify(cart)).not.toContain(SIM);
  });

  it("keeps the charge id and the card from the PaymentIntent's latest charge once paid", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    await payOnStandin(orderId);
    const row = await order(orderId);
    expectPaidOrLater(row?.status);
    const intent = await json(
      await fetch(`${env.STRIPE_API_URL}/v1/payment_intents/${row?.payment_intent_id}`, {
        headers: { Authorization: `Bearer ${SECRET_KEY}` },
      }),
    );
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(row).toMatchObject({
      stripe_charge_id: intent.latest_charge,
      payment_method: "card",
      payment_method_brand: "visa",
      payment_method_last4: "4242",
    });
  });

  it("keeps the bank of a delayed FPX payment once the bank confirms it", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    const open = await sessionOf(orderId);
    const res = await fetch(`${open.url}/delayed`, { method: "POST", redirect: "manual" });
    await res.text();
    await webhook("checkout.session.completed", await sessionOf(orderId));
    // Completed but not yet paid: no charge to read, nothing recorded.
    expect(await order(orderId)).toMatchObject({ status: "pending", stripe_charge_id: null });
    let session = await sessionOf(orderId);
    for (let i = 0; i < 50 && session.payment_status !== "paid"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      session = await sessionOf(orderId);
    }
    await webhook("checkout.session.async_payment_succeeded", session);
    const row = await order(orderId);
    expectPaidOrLater(row?.status);
    expect(row).toMatchObject({
      payment_method: "fpx",
      payment_method_brand: "maybank2u",
      payment_method_last4: null,
    });
    expect(row?.stripe_charge_id).toMatch(/^ch_/);
  });

  it("records an amount or currency mismatch and leaves the order unpaid", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    const row = await order(orderId);
    const wrongAmount = await webhook(
      "checkout.session.completed",
      await paid(orderId, { amount_total: 100 }),
    );
    const wrongCurrency = await webhook(
      "checkout.session.completed",
      await paid(orderId, { currency: "usd" }),
    );
    expect(wrongAmount.res.status).toBe(200);
    expect(wrongCurrency.res.status).toBe(200);
    expect((await order(orderId))?.status).toBe("pending");
    const recorded = await env.DB.prepare("SELECT outcome FROM stripe_events WHERE order_id = ?")
      .bind(orderId)
      .all();
    expect(recorded.results).toEqual([{ outcome: "amount_mismatch" }, { outcome: "amount_mismatch" }]);
    expect(row?.total_amount_sen).not.toBe(100);
  });

  it("waits for a delayed method (FPX) and moves only along allowed transitions when events come out of order", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    // Completed but unpaid: stays pending, awaiting the bank.
    await webhook("checkout.session.completed", await paid(orderId, { payment_status: "unpaid" }));
    expect((await order(orderId))?.status).toBe("pending");
    await webhook("checkout.session.async_payment_succeeded", await paid(orderId));
    expectPaidOrLater((await order(orderId))?.status);
    // Late or duplicated events for the same session change nothing.
    await webhook("checkout.session.expired", await sessionOf(orderId, { status: "expired" }));
    await webhook("checkout.session.async_payment_failed", await paid(orderId, { payment_status: "unpaid" }));
    await webhook("checkout.session.completed", await paid(orderId));
    expectPaidOrLater((await order(orderId))?.status);
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid"]);
  });

  it("cancels on expiry or failed payment and releases the reservation", async () => {
    const before = await stock(SIM);
    const expiring = await placed([[SIM, 1]], SHIPPING);
    const failing = await placed([[SIM, 2]], SHIPPING);
    expect((await stock(SIM))?.reserved).toBe((before?.reserved ?? 0) + 3);
    await webhook("checkout.session.expired", await sessionOf(expiring.orderId, { status: "expired" }));
    await webhook(
      "checkout.session.async_payment_failed",
      await paid(failing.orderId, { payment_status: "unpaid" }),
    );
    await webhook("checkout.session.expired", await sessionOf(expiring.orderId, { status: "expired" }));
    expect((await order(expiring.orderId))?.status).toBe("cancelled");
    expect((await order(failing.orderId))?.status).toBe("cancelled");
    expect(await stock(SIM)).toEqual(before);
    // A payment that arrives after cancellation does not resurrect the order.
    await webhook("checkout.session.completed", await paid(expiring.orderId));
    expect((await order(expiring.orderId))?.status).toBe("cancelled");
  });
});

describe("refunds and cancellations", () => {
  it("lets staff with canRefundOrders refund a line, then the rest, through Stripe, audited", async () => {
    const { orderId } = await placed([
      [ESIM, 1],
      ["singapore-5gb-3-days", 1],
    ]);
    await payOnStandin(orderId);
    const viewer = await staffCookie(root, "orders.only", { canViewOrders: true });
    expect((await as(viewer).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(403);
    const refunder = await staffCookie(root, "refunds.staff", { canViewOrders: true, canRefundOrders: true });
    const detail = await json(await as(refunder).get(`/api/admin/orders/${orderId}`));
    const line = detail.items[1];
    const partial = await as(refunder).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: line.id });
    expect(partial.status).toBe(200);
    const first = await json(partial);
    expect(first).toMatchObject({ refundedSen: line.priceSen, full: false });
    expect(first.refundId).toMatch(/^re_/);
    expect(await refundsOf(orderId)).toEqual([
      { stripe_refund_id: first.refundId, amount_sen: line.priceSen, order_item_id: line.id },
    ]);
    expect((await lastAudit())?.action).toBe("ORDER_REFUND");
    expect(await order(orderId)).toMatchObject({ refunded_amount_sen: line.priceSen });
    expectPaidOrLater((await order(orderId))?.status);
    // The same line again: nothing left on it.
    expect(
      (await as(refunder).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: line.id })).status,
    ).toBe(409);
    const rest = await as(refunder).post(`/api/admin/orders/${orderId}/refund`, {});
    const second = await json(rest);
    expect(second).toMatchObject({ full: true });
    const row = await order(orderId);
    expect(await refundsOf(orderId)).toEqual([
      { stripe_refund_id: first.refundId, amount_sen: line.priceSen, order_item_id: line.id },
      {
        stripe_refund_id: second.refundId,
        amount_sen: Number(row?.total_amount_sen) - line.priceSen,
        order_item_id: null,
      },
    ]);
    expect(second.refundId).not.toBe(first.refundId);
    const chargeId = row?.stripe_charge_id;
    expect(chargeId).toMatch(/^ch_/);
    expect(row).toMatchObject({ status: "refunded", refunded_amount_sen: row?.total_amount_sen });
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid", "refunded"]);
    // Stripe's charge.refunded arriving afterwards changes nothing more.
    await webhook("charge.refunded", {
      id: "ch_x",
      object: "charge",
      amount: row?.total_amount_sen,
      amount_refunded: row?.total_amount_sen,
      refunded: true,
      currency: "myr",
      payment_intent: row?.payment_intent_id,
    });
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid", "refunded"]);
    // The charge kept at payment stays; the event's charge only fills an empty one.
    expect((await order(orderId))?.stripe_charge_id).toBe(chargeId);
  });

  it("moves a paid order to refunded on charge.refunded from Stripe's dashboard", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    await webhook("checkout.session.completed", await paid(orderId));
    const row = await order(orderId);
    const half = Math.floor(Number(row?.total_amount_sen) / 2);
    const charge = {
      id: "ch_y",
      object: "charge",
      amount: row?.total_amount_sen,
      currency: "myr",
      payment_intent: row?.payment_intent_id,
    };
    await webhook("charge.refunded", { ...charge, amount_refunded: half, refunded: false });
    expect(await order(orderId)).toMatchObject({ refunded_amount_sen: half, stripe_charge_id: "ch_y" });
    expectPaidOrLater((await order(orderId))?.status);
    await webhook("charge.refunded", { ...charge, amount_refunded: row?.total_amount_sen, refunded: true });
    expect(await order(orderId)).toMatchObject({
      status: "refunded",
      refunded_amount_sen: row?.total_amount_sen,
    });
  });

  it("lets staff cancel an unpaid order: its session expires and its stock comes back", async () => {
    const before = await stock(SIM);
    const { orderId } = await placed([[SIM, 1]], SHIPPING);
    const res = await as(root).post(`/api/admin/orders/${orderId}/cancel`);
    expect(res.status).toBe(200);
    expect((await order(orderId))?.status).toBe("cancelled");
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
    expect(await stock(SIM)).toEqual(before);
    const session = await standinSession(String((await order(orderId))?.stripe_checkout_session_id));
    expect(session.status).toBe("expired");
    expect((await as(root).post(`/api/admin/orders/${orderId}/cancel`)).status).toBe(409);
  });

  it("takes a customer's refund request for a paid eSIM, which staff approve", async () => {
    const { orderId, browser } = await placed([[ESIM, 1]]);
    expect(
      (await browser.post(`/api/user/orders/${orderId}/refund-request`, { reason: "Trip cancelled" })).status,
    ).toBe(409);
    await payOnStandin(orderId);
    const asked = await browser.post(`/api/user/orders/${orderId}/refund-request`, {
      reason: "Trip cancelled",
    });
    expect(asked.status).toBe(201);
    expect((await json(asked)).refundRequest).toMatchObject({ status: "requested" });
    const { requests } = await json(await as(root).get("/api/admin/refund-requests"));
    const request = requests.find((r: { orderId: number }) => r.orderId === orderId);
    const approved = await as(root).post(`/api/admin/refund-requests/${request.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await order(orderId))?.status).toBe("refunded");
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_APPROVE");
  });
});

describe("GET /api/user/orders/:id", () => {
  it("answers the owner with lines, totals and timeline, and anyone else 404", async () => {
    const { orderId, browser } = await placed([[ESIM, 1]]);
    const mine = await browser.get(`/api/user/orders/${orderId}`);
    expect(mine.status).toBe(200);
    const detail = await json(mine);
    expect(detail).toMatchObject({ id: orderId, status: "pending", currency: "myr" });
    expect(detail.items).toHaveLength(1);
    expect(detail.timeline[0]).toMatchObject({ to: "pending", by: "customer" });
    const other = await customer();
    expect((await other.browser.get(`/api/user/orders/${orderId}`)).status).toBe(404);
    expect((await other.browser.get("/api/user/orders/99999999")).status).toBe(404);
    expect((await new Browser().get(`/api/user/orders/${orderId}`)).status).toBe(401);
  });
});

// Payment configuration (demo, test or live keys) and POST /api/checkout against the Stripe stand-in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { senToDecimal } from "../../app/lib/money";
import { createDb } from "../../worker/db/client";
import { paymentConfig } from "../../worker/services/payments/config";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { productId, seedDatabase } from "./helpers";
import {
  checkout,
  configurePayments,
  ESIM,
  events,
  order,
  SECRET_KEY,
  SHIPPING,
  SIM,
  standinSession,
  stock,
  WEBHOOK_SECRET,
  withCart,
} from "./payment-helpers";
import { adminPlan, editPlan, setAvailableStock } from "./staff-actions";

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
    const plan = await adminPlan(ESIM);
    await editPlan(ESIM, { name: "Renamed", price: senToDecimal((product?.price_sen ?? 0) + 1000) });
    const detail = await json(await (await customerOf(orderId)).get(`/api/user/orders/${orderId}`));
    expect(detail.items[0]).toMatchObject({ name: product?.name, priceSen: product?.price_sen });
    await editPlan(ESIM, { name: plan.name, price: plan.price });
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
    // The courier's number is kept one way (+60…), whichever way the customer typed it.
    expect(JSON.parse(String(row?.shipping_address))).toMatchObject({ ...SHIPPING, phone: "+60123456789" });
    expect(row?.stock_state).toBe("reserved");
  });

  it("sells the last unit to exactly one of many parallel checkouts", async () => {
    const sim = await productId(SIM);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => withCart([[SIM, 1]])));
    await setAvailableStock(sim, 1);
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
    await setAvailableStock(sim, 50);
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

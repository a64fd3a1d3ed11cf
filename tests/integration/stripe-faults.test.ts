// Stripe failing the ways it fails in production, armed on the stand-in (scripts/stripe-standin/
// faults.mjs) for this test's own requests: when checkout creates its session, the customer gets a
// clear 503 within 15 seconds and nothing stays held; when staff refund, the order is unchanged and
// trying again refunds exactly once, even when Stripe refunded but its answer was lost.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession } from "./admin-helpers";
import { eventually } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import {
  chargeOf,
  configurePayments,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  payOnStandin,
  refundsOf,
  SECRET_KEY,
  stock,
  withCart,
} from "./payment-helpers";

const UNREACHABLE = "The payment provider could not be reached. Please try again in a moment.";
type Fault = "error" | "timeout" | "drop" | "lose-answer";

let root: string;
let codes = 0;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function arm(path: string, fault: Fault, match: string, count = 1) {
  const res = await fetch(`${env.STRIPE_API_URL}/__standin/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path, fault, match, count }),
  });
  expect(res.status).toBe(201);
  await res.text();
}

const emailOf = async (userId: number) =>
  String(
    (await env.DB.prepare("select email from users where id = ?").bind(userId).first<{ email: string }>())
      ?.email,
  );

const heldRedemptions = async (code: string) =>
  (
    await env.DB.prepare(
      `select count(*) as n from promotion_redemptions r join promotions p on p.id = r.promotion_id
       where p.code = ? and r.state = 'held'`,
    )
      .bind(code)
      .first<{ n: number }>()
  )?.n;

/** A customer with a Japan eSIM in the cart and a one-use code applied. */
async function readyToPay() {
  codes += 1;
  const code = `FAULT${codes}`;
  const made = await as(root).post("/api/admin/promotions", {
    code,
    kind: "amount",
    value: 500,
    maxRedemptions: 1,
  });
  expect(made.status).toBe(201);
  const buyer = await withCart([[ESIM, 1]]);
  expect((await buyer.browser.post("/api/cart/promo", { code })).status).toBe(200);
  return { ...buyer, code, email: await emailOf(buyer.id) };
}

/** A paid order of one Japan eSIM and its payment intent. */
async function paidOrder() {
  const buyer = await withCart([[ESIM, 1]]);
  const res = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
  expect(res.status).toBe(201);
  const { orderId } = await json(res);
  await payOnStandin(orderId);
  // Its eSIM delivered first, so nothing but the refund moves it.
  const row = await eventually(async () => {
    const now = await order(orderId);
    return now?.status === "delivered" && now;
  });
  return { orderId: orderId as number, paymentIntent: String(row?.payment_intent_id), status: row?.status };
}

describe("Stripe failing when checkout creates its session", () => {
  // Two failures: the SDK's own retry meets the second.
  for (const fault of ["error", "timeout", "drop"] as const) {
    it(`${fault}: a clear 503 within 15 s, no stock or code held, and trying again works`, async () => {
      const buyer = await readyToPay();
      const before = await stock(ESIM);
      await arm("/v1/checkout/sessions", fault, buyer.email, 2);
      const started = Date.now();
      const res = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ error: UNREACHABLE });
      expect(await stock(ESIM)).toEqual(before);
      expect(await heldRedemptions(buyer.code)).toBe(0);
      const cancelled = await env.DB.prepare("select status from orders where user_id = ?")
        .bind(buyer.id)
        .all<{ status: string }>();
      expect(cancelled.results).toEqual([{ status: "cancelled" }]);

      const again = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
      expect(again.status).toBe(201);
      const { orderId } = await json(again);
      expect(await order(orderId)).toMatchObject({ status: "pending", discount_amount_sen: 500 });
      expect(await heldRedemptions(buyer.code)).toBe(1);
    }, 40_000);
  }

  it("an answer lost after Stripe made the session: the order is cancelled, nothing held", async () => {
    const buyer = await readyToPay();
    const before = await stock(ESIM);
    await arm("/v1/checkout/sessions", "lose-answer", buyer.email, 2);
    const res = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
    expect(res.status).toBe(503);
    expect(await stock(ESIM)).toEqual(before);
    expect(await heldRedemptions(buyer.code)).toBe(0);
    expect((await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED)).status).toBe(201);
  }, 40_000);
});

describe("Stripe failing when staff refund", () => {
  for (const fault of ["error", "timeout", "drop"] as const) {
    it(`${fault}: the order is unchanged, staff see why, and trying again refunds once`, async () => {
      const paid = await paidOrder();
      await arm("/v1/refunds", fault, paid.paymentIntent, 2);
      const started = Date.now();
      const res = await as(root).post(`/api/admin/orders/${paid.orderId}/refund`, {});
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ error: UNREACHABLE });
      expect(await order(paid.orderId)).toMatchObject({ status: paid.status, refunded_amount_sen: 0 });
      expect(await refundsOf(paid.orderId)).toEqual([]);
      expect((await chargeOf(paid.paymentIntent)).amount_refunded).toBe(0);

      expect((await as(root).post(`/api/admin/orders/${paid.orderId}/refund`, {})).status).toBe(200);
      expect(await order(paid.orderId)).toMatchObject({ status: "refunded", refunded_amount_sen: 2500 });
      expect(await refundsOf(paid.orderId)).toHaveLength(1);
      expect((await chargeOf(paid.paymentIntent)).amount_refunded).toBe(2500);
    }, 40_000);
  }

  it("refunded at Stripe but the answer lost: trying again records that refund, never a second", async () => {
    const paid = await paidOrder();
    // The first try refunds and loses its answer; the SDK's retry is dropped.
    await arm("/v1/refunds", "lose-answer", paid.paymentIntent, 1);
    await arm("/v1/refunds", "drop", paid.paymentIntent, 1);
    const res = await as(root).post(`/api/admin/orders/${paid.orderId}/refund`, {});
    expect(res.status).toBe(503);
    expect(await order(paid.orderId)).toMatchObject({ status: paid.status, refunded_amount_sen: 0 });
    expect((await chargeOf(paid.paymentIntent)).amount_refunded).toBe(2500);

    // The same idempotency key: Stripe answers the refund it made, and the shop records it.
    expect((await as(root).post(`/api/admin/orders/${paid.orderId}/refund`, {})).status).toBe(200);
    expect(await order(paid.orderId)).toMatchObject({ status: "refunded", refunded_amount_sen: 2500 });
    expect(await refundsOf(paid.orderId)).toHaveLength(1);
    expect((await chargeOf(paid.paymentIntent)).amount_refunded).toBe(2500);
  }, 40_000);
});

describe("refund idempotency keys", () => {
  it("name the payment, so another database's refund of the same order number is never replayed", async () => {
    const elsewhere = await paidOrder();
    const paid = await paidOrder();
    // Another database sharing the Stripe account refunded its own order with this one's number.
    const other = await fetch(`${env.STRIPE_API_URL}/v1/refunds`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${SECRET_KEY}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Idempotency-Key": `refund-${paid.orderId}-all-0`,
      },
      body: new URLSearchParams({ payment_intent: elsewhere.paymentIntent, amount: "100" }),
    });
    expect(other.status).toBe(200);
    await other.text();

    expect((await as(root).post(`/api/admin/orders/${paid.orderId}/refund`, {})).status).toBe(200);
    expect(await refundsOf(paid.orderId)).toMatchObject([{ amount_sen: 2500 }]);
    expect((await chargeOf(paid.paymentIntent)).amount_refunded).toBe(2500);
  }, 40_000);
});

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { expect } from "vitest";
import { orderItems, orders } from "../../worker/db/schema";
import { as, json } from "./admin-helpers";
import { Browser } from "./browser";
import { db } from "./fulfilment-helpers";
import { ORIGIN, productId } from "./helpers";
import worker from "./test-worker";

/** A Stripe-Signature header for `body`, made with Stripe's own library as Stripe would sign it. */
export function signWebhookPayload(body: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    ...(timestamp ? { timestamp } : {}),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

// Checkout, the Stripe stand-in and signed webhooks, as the payment tests drive them.
declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_URL: string;
    }
  }
}

export const SECRET_KEY = "sk_test_standin_local_4242";
export const WEBHOOK_SECRET = "whsec_integration_test_secret";
export const ESIM = "japan-5gb-7-days";
export const SIM = "thailand-tourist-sim-15gb-8-days";
export const SHIPPING = {
  address: "12 Jalan Ampang",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
  postalCode: "50450",
  country: "Malaysia",
  phone: "012-345 6789",
};

/** Checkout of an eSIM line needs the "my phone supports eSIM and is unlocked" tick. */
export const DEVICE_CONFIRMED = { deviceConfirmed: true };

let counter = 0;

export async function customer(): Promise<{ browser: Browser; id: number }> {
  const browser = new Browser();
  counter += 1;
  const res = await browser.post("/api/auth/register", {
    username: `payer${counter}`,
    email: `payer${counter}@shop.test`,
    password: `Passw0rd-${counter}`,
    confirmPassword: `Passw0rd-${counter}`,
  });
  expect(res.status).toBe(201);
  return { browser, id: (await json(res)).user.id };
}

export async function withCart(items: [string, number][]) {
  const buyer = await customer();
  for (const [slug, quantity] of items) {
    const res = await buyer.browser.post("/api/cart", { productId: await productId(slug), quantity });
    expect(res.status).toBeLessThan(300);
  }
  return buyer;
}

export async function checkout(items: [string, number][], body: Record<string, unknown> = {}) {
  const buyer = await withCart(items);
  const res = await buyer.browser.post("/api/checkout", { ...DEVICE_CONFIRMED, ...body });
  expect(res.status).toBe(201);
  const { orderId, url } = await json(res);
  return { ...buyer, orderId: orderId as number, url: url as string };
}

export const order = (id: number) =>
  env.DB.prepare("SELECT * FROM orders WHERE id = ?").bind(id).first<Record<string, unknown>>();
export const refundsOf = (id: number) =>
  env.DB.prepare(
    "SELECT stripe_refund_id, amount_sen, order_item_id FROM order_refunds WHERE order_id = ? ORDER BY id",
  )
    .bind(id)
    .all()
    .then((r) => r.results);
export const events = (id: number) =>
  env.DB.prepare("SELECT from_status, to_status, cause FROM order_events WHERE order_id = ? ORDER BY id")
    .bind(id)
    .all()
    .then((r) => r.results);
// A paid eSIM order goes on to the real fulfilment queue, which may deliver it at any moment: the
// payment tests read the moves money makes and leave `delivered` to the fulfilment tests.
export const expectPaidOrLater = (status: unknown) => expect(["paid", "delivered"]).toContain(status);
export const paymentMoves = async (orderId: number) =>
  (await events(orderId)).map((e) => e.to_status).filter((status) => status !== "delivered");

export const stock = async (slug: string) =>
  env.DB.prepare(
    "SELECT stock_quantity AS stock, reserved_quantity AS reserved FROM inventory WHERE product_id = ?",
  )
    .bind(await productId(slug))
    .first<{ stock: number; reserved: number }>();

export async function standinSession(id: string) {
  const res = await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions/${id}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  return json(res);
}

let eventCounter = 0;
/**
 * Post an event to the webhook as Stripe would: no Origin, JSON, signed (unless told otherwise).
 * `bindings` replaces some of the Worker's bindings for this one request (a queue that loses its
 * messages, say); otherwise the request goes to the Worker exactly as deployed.
 */
export async function webhook(
  type: string,
  object: Record<string, unknown>,
  options: {
    secret?: string;
    timestamp?: number;
    signature?: string | null;
    id?: string;
    bindings?: Partial<Env>;
  } = {},
) {
  eventCounter += 1;
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature =
    options.signature === undefined
      ? await signWebhookPayload(body, options.secret ?? WEBHOOK_SECRET, options.timestamp)
      : options.signature;
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
  if (signature) headers.set("Stripe-Signature", signature);
  const request = new Request(`${ORIGIN}/api/webhooks/stripe`, { method: "POST", headers, body });
  const res = options.bindings
    ? await withBindings(request, options.bindings)
    : await exports.default.fetch(request);
  return { res, body: JSON.parse(body) as { id: string } };
}

async function withBindings(request: Request, bindings: Partial<Env>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function sessionOf(orderId: number, change: Record<string, unknown> = {}) {
  const row = await order(orderId);
  return { ...(await standinSession(String(row?.stripe_checkout_session_id))), ...change };
}

export const paid = (orderId: number, extra: Record<string, unknown> = {}) =>
  sessionOf(orderId, {
    status: "complete",
    payment_status: "paid",
    payment_intent: `pi_test_${orderId}`,
    ...extra,
  });

/** Pay on the stand-in's hosted page (as the customer's browser would), then deliver its completed event. */
export async function payOnStandin(orderId: number, bindings?: Partial<Env>) {
  const session = await payWithoutEvent(orderId);
  expect(session).toMatchObject({ status: "complete", payment_status: "paid" });
  const { res: delivered } = await webhook("checkout.session.completed", session, { bindings });
  expect(delivered.status).toBe(200);
}

export interface OrderLine {
  slug: string;
  quantity?: number;
}

/**
 * An order for `buyer` (a new customer when none is given) as checkout leaves it: its lines put in
 * the cart and checked out through POST /api/checkout, pending, its Stripe session open on the
 * stand-in. Its line ids in cart order. Payments must be configured (`configurePayments`).
 */
export async function checkedOutOrder(lines: OrderLine[], buyer?: Browser) {
  const browser = buyer ?? (await customer()).browser;
  let physical = false;
  for (const { slug, quantity = 1 } of lines) {
    const added = await browser.post("/api/cart", { productId: await productId(slug), quantity });
    expect(added.status).toBeLessThan(300);
    physical ||= (await productType(slug)) === "Physical SIM";
  }
  // A Physical SIM needs somewhere to go; checkout asks for the address only then.
  const res = await browser.post("/api/checkout", { ...(physical ? SHIPPING : {}), ...DEVICE_CONFIRMED });
  expect(res.status).toBe(201);
  const { orderId } = (await json(res)) as { orderId: number };
  const items = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
    .all();
  return { orderId, itemIds: items.map((item) => item.id) };
}

/**
 * The same order paid, as in production: on the Stripe stand-in's hosted page, then confirmed by
 * the stand-in's signed checkout.session.completed delivered to the webhook, which makes it paid
 * and queues its fulfilment and e-mails. `bindings` as for `webhook`.
 */
export async function stripePaidOrder(lines: OrderLine[], buyer?: Browser, bindings?: Partial<Env>) {
  const placed = await checkedOutOrder(lines, buyer);
  await payOnStandin(placed.orderId, bindings);
  expect((await orderRow(placed.orderId))?.paymentIntentId).toMatch(/^pi_/);
  return placed;
}

/** A paid order whose webhook's queue messages (fulfilment and e-mails) were lost: the test drives the work. */
export const paidOrderWithoutQueues = (lines: OrderLine[], buyer?: Browser) =>
  stripePaidOrder(lines, buyer, { FULFILMENT_QUEUE: lostQueue(), EMAIL_QUEUE: lostQueue() });

/** A queue binding that drops what it is given. */
export function lostQueue(): Queue {
  return { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
}

export const orderRow = (id: number) => db().select().from(orders).where(eq(orders.id, id)).get();

async function productType(slug: string) {
  const row = await env.DB.prepare("SELECT type FROM products WHERE slug = ?")
    .bind(slug)
    .first<{ type: string }>();
  return row?.type;
}

/** Save the stand-in's keys in the payment settings, as a super admin would. */
export async function configurePayments(root: string) {
  const res = await as(root).put("/api/admin/settings/payments", {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  });
  expect(res.status).toBe(200);
}

/** A call to the stand-in's API as the shop's secret key would make it (form-encoded, as Stripe takes). */
export async function standinApi(path: string, params?: Record<string, string>) {
  const res = await fetch(`${env.STRIPE_API_URL}${path}`, {
    method: params ? "POST" : "GET",
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: params ? new URLSearchParams(params) : undefined,
  });
  expect(res.status).toBe(200);
  return json(res);
}

/**
 * Pay on the stand-in's hosted page only: Stripe has the money, the shop has not heard yet. `card`:
 * one of the stand-in's test card numbers (its default Visa 4242 when none is given).
 */
export async function payWithoutEvent(orderId: number, card?: string) {
  const open = await sessionOf(orderId);
  const res = await fetch(`${open.url}/complete`, {
    method: "POST",
    redirect: "manual",
    ...(card
      ? {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ card }),
        }
      : {}),
  });
  expect(res.status).toBe(303);
  await res.text();
  return sessionOf(orderId);
}

/** Pay with one test card on the stand-in's page, then deliver its completed event. */
export async function payWithCard(orderId: number, card: string) {
  const session = await payWithoutEvent(orderId, card);
  expect(session).toMatchObject({ status: "complete", payment_status: "paid" });
  const { res } = await webhook("checkout.session.completed", session);
  expect(res.status).toBe(200);
}

/** The cardholder disputes the payment at their bank: the stand-in answers the dispute Stripe would send. */
export async function disputeOnStandin(paymentIntentId: string) {
  const res = await fetch(`${env.STRIPE_API_URL}/__standin/disputes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ payment_intent: paymentIntentId }),
  });
  expect(res.status).toBe(200);
  return json(res) as Promise<Record<string, unknown>>;
}

/** The charge of a payment intent as Stripe has it now (what a charge.refunded event carries). */
export async function chargeOf(paymentIntentId: string) {
  const intent = await standinApi(`/v1/payment_intents/${paymentIntentId}?expand[]=latest_charge`);
  return intent.latest_charge as Record<string, unknown>;
}

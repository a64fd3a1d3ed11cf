// POST /api/webhooks/stripe: signed events from the Stripe stand-in move orders as Stripe says.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { json, rootSession } from "./admin-helpers";
import type { Browser } from "./browser";
import { seedDatabase } from "./helpers";
import {
  checkout,
  configurePayments,
  ESIM,
  events,
  expectPaidOrLater,
  order,
  paid,
  paymentMoves,
  payOnStandin,
  SECRET_KEY,
  SHIPPING,
  SIM,
  sessionOf,
  stock,
  webhook,
} from "./payment-helpers";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
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
    // The bank confirms a moment later; the test fails here if it never does.
    const session = await vi.waitFor(
      async () => {
        const current = await sessionOf(orderId);
        expect(current.payment_status).toBe("paid");
        return current;
      },
      { timeout: 5_000, interval: 100 },
    );
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

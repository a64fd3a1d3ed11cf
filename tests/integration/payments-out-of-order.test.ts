import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json, rootSession } from "./admin-helpers";
import { seedDatabase } from "./helpers";
import {
  chargeOf,
  checkout,
  configurePayments,
  ESIM,
  events,
  order,
  payOnStandin,
  payWithoutEvent,
  standinApi,
  webhook,
} from "./payment-helpers";

// Stripe delivers events in any order and retries until it gets a 2xx: an event the shop cannot
// place yet must be refused (and not recorded) so that it comes again.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const recorded = (eventId: string) =>
  env.DB.prepare("SELECT outcome FROM stripe_events WHERE id = ?").bind(eventId).first();
const countOf = (table: "esims" | "fulfilments", orderId: number) =>
  env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE order_id = ?`)
    .bind(orderId)
    .first<{ n: number }>()
    .then((row) => row?.n);

describe("events delivered out of order", () => {
  it("a refund made before the payment's event leaves the order refunded, with no eSIM bought", async () => {
    const { orderId } = await checkout([[ESIM, 1]]);
    const session = await payWithoutEvent(orderId);
    await standinApi("/v1/refunds", { payment_intent: session.payment_intent });
    const charge = await chargeOf(session.payment_intent);
    expect(charge).toMatchObject({ refunded: true, metadata: { orderId: String(orderId) } });

    const early = await webhook("charge.refunded", charge);
    expect(early.res.status).toBe(503);
    expect(await recorded(early.body.id)).toBeNull();

    const completed = await webhook("checkout.session.completed", session);
    expect(completed.res.status).toBe(200);
    const row = await order(orderId);
    expect(row).toMatchObject({ status: "refunded", refunded_amount_sen: row?.total_amount_sen });
    expect((await events(orderId)).map((e) => e.to_status)).toEqual(["pending", "paid", "refunded"]);
    expect(await countOf("fulfilments", orderId)).toBe(0);
    expect(await countOf("esims", orderId)).toBe(0);
    const mails = await env.DB.prepare("SELECT template FROM email_outbox WHERE order_id = ? ORDER BY id")
      .bind(orderId)
      .all();
    expect(mails.results.map((m) => m.template)).toEqual(["refund_issued"]);

    // Stripe delivers the refund again: now placed, it changes nothing more.
    const again = await webhook("charge.refunded", charge, { id: early.body.id });
    expect(again.res.status).toBe(200);
    expect(await json(again.res)).toMatchObject({ duplicate: false, outcome: "applied" });
    expect((await events(orderId)).map((e) => e.to_status)).toEqual(["pending", "paid", "refunded"]);
  });

  it("a part refunded before the payment's event is recorded, and the order is paid", async () => {
    const { orderId } = await checkout([[ESIM, 2]]);
    const session = await payWithoutEvent(orderId);
    const total = Number((await order(orderId))?.total_amount_sen);
    await standinApi("/v1/refunds", { payment_intent: session.payment_intent, amount: String(total / 2) });
    await webhook("checkout.session.completed", session);
    const row = await order(orderId);
    expect(["paid", "delivered"]).toContain(row?.status);
    expect(row?.refunded_amount_sen).toBe(total / 2);
  });

  it("finds the order of a refund by its charge when the event names no known payment intent", async () => {
    const { orderId } = await checkout([[ESIM, 1]]);
    await payOnStandin(orderId);
    const row = await order(orderId);
    const { res } = await webhook("charge.refunded", {
      id: row?.stripe_charge_id,
      object: "charge",
      amount: row?.total_amount_sen,
      amount_refunded: row?.total_amount_sen,
      refunded: true,
      currency: "myr",
      payment_intent: null,
    });
    expect(res.status).toBe(200);
    expect((await order(orderId))?.status).toBe("refunded");
  });

  it("answers 503 for a payment of an order it does not know, and records nothing", async () => {
    const { res, body } = await webhook("checkout.session.completed", {
      id: "cs_test_unknown",
      object: "checkout.session",
      amount_total: 1000,
      currency: "myr",
      payment_status: "paid",
      metadata: { orderId: "987654" },
    });
    expect(res.status).toBe(503);
    expect(await recorded(body.id)).toBeNull();
  });
});

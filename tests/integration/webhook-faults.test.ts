// The webhook when D1 fails part way through an event: Stripe is answered 500 so that it sends the
// event again, nothing of the event is kept, and the retry applies it exactly once. The failure is
// injected with a binding wrapper around this one request's D1, not in the shop's code.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rootSession } from "./admin-helpers";
import { seedDatabase } from "./helpers";
import {
  checkout,
  configurePayments,
  order,
  paymentMoves,
  payWithoutEvent,
  SHIPPING,
  SIM,
  stock,
  webhook,
} from "./payment-helpers";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

/**
 * The Worker's D1 (and the sessions it opens per request), except that atomic batches fail as a
 * storage error would; reads still work.
 */
function d1FailingBatches<T extends object>(db: T): T {
  return new Proxy(db, {
    get(target, property) {
      if (property === "batch") {
        return async () => {
          throw new Error("D1_ERROR: Network connection lost.");
        };
      }
      const value = Reflect.get(target, property);
      if (property === "withSession" && typeof value === "function") {
        return (...args: unknown[]) => d1FailingBatches(value.apply(target, args));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const count = async (sql: string, id: number) =>
  (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n;

describe("the webhook when D1 fails part way", () => {
  it("answers 500, keeps nothing, and Stripe's retry of the same event pays the order once", async () => {
    // A physical SIM: its stock is held at checkout and taken when paid.
    const { orderId } = await checkout([[SIM, 1]], SHIPPING);
    const before = await stock(SIM);
    const session = await payWithoutEvent(orderId);

    const failed = await webhook("checkout.session.completed", session, {
      bindings: { DB: d1FailingBatches(env.DB) },
    });
    expect(failed.res.status).toBe(500);
    expect(await order(orderId)).toMatchObject({ status: "pending", paid_at: null });
    expect(await stock(SIM)).toEqual(before);
    expect(await count("select count(*) as n from receipts where order_id = ?", orderId)).toBe(0);

    // Stripe sends the same event (same id) again.
    const retried = await webhook("checkout.session.completed", session, { id: failed.body.id });
    expect(retried.res.status).toBe(200);
    const again = await webhook("checkout.session.completed", session, { id: failed.body.id });
    expect(again.res.status).toBe(200);

    expect(await paymentMoves(orderId)).toEqual(["pending", "paid"]);
    expect(await count("select count(*) as n from receipts where order_id = ?", orderId)).toBe(1);
    const after = await stock(SIM);
    expect(after?.stock).toBe((before?.stock ?? 0) - 1);
    expect(after?.reserved).toBe((before?.reserved ?? 0) - 1);
  });
});

// The Orders list's row actions are the desk's intents posted to /admin/orders with the
// row's `orderId`, run inside workerd through React Router's static handler (as
// admin-order-desk.test.ts). Each intent: success (audited, the list stays: `{ ok: true }` and a
// toast), 403 without its permission, 400 bad input, cross-origin refused, an unknown order 404.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, refundRequests } from "../../worker/db/schema";
import { adminTab, expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { as, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, orderStatus, placePaidOrder } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_URL: string;
    }
  }
}

// A fetcher's post from a filtered list (its loaders revalidate in a request of their own).
const LIST = adminTab("orders", "?q=x");

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent(LIST, fields, cookie, origin);

const SECRET_KEY = "sk_test_standin_local_4242";

/** A paid order whose payment the Stripe stand-in knows (so that it can be refunded). */
async function stripePaidOrder(slugs: string[], userId: number | null = null) {
  const placed = await placePaidOrder({
    userId,
    email: "list-buyer@shop.test",
    lines: slugs.map((slug) => ({ slug })),
  });
  const order = await db().select().from(orders).where(eq(orders.id, placed.orderId)).get();
  const auth = { Authorization: `Bearer ${SECRET_KEY}` };
  const created = await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      mode: "payment",
      success_url: `${ORIGIN}/checkout/success`,
      currency: "myr",
      "line_items[0][price_data][unit_amount]": String(order?.totalAmountSen ?? 0),
      "line_items[0][quantity]": "1",
    }),
  });
  const session = (await created.json()) as { id: string; url: string };
  await (await fetch(`${session.url}/complete`, { method: "POST", redirect: "manual" })).text();
  const done = (await (
    await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions/${session.id}`, { headers: auth })
  ).json()) as { payment_intent: string };
  await db()
    .update(orders)
    .set({ paymentIntentId: done.payment_intent })
    .where(eq(orders.id, placed.orderId));
  return placed;
}

const ESIM = "japan-5gb-7-days";
const OTHER_ESIM = "singapore-5gb-3-days";
const EVIL = "https://evil.test";

let root: string;
let nobody: string;
let viewer: string;
let refunder: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  const keys = await as(root).put("/api/admin/settings/payments", {
    secretKey: SECRET_KEY,
    webhookSecret: "whsec_integration_test_secret",
  });
  expect(keys.status).toBe(200);
  nobody = await staffCookie(root, "list-nobody", { canManageProducts: true });
  viewer = await staffCookie(root, "list-viewer", { canViewOrders: true });
  refunder = await staffCookie(root, "list-refunder", { canViewOrders: true, canRefundOrders: true });
});

describe("the Orders list's row actions", () => {
  it("refuses an unknown intent, a missing order and a cross-origin post before doing anything", async () => {
    expect(await expectRefused(() => post({ intent: "explode", orderId: 1 }, root), 400)).toMatchObject({
      fieldErrors: { intent: "Unknown action" },
    });
    expect(await expectRefused(() => post({ intent: "cancel-unpaid" }, root), 400)).toMatchObject({
      fieldErrors: { orderId: expect.any(String) },
    });
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId: 1 }, root, EVIL), 403);
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId: 1 }, nobody), 403);
  });

  it("refund: one line, then the whole order, through Stripe and audited; the desk's toast", async () => {
    const { orderId, itemIds } = await stripePaidOrder([ESIM, OTHER_ESIM]);
    await expectRefused(() => post({ intent: "refund", orderId }, viewer), 403);
    await expectRefused(() => post({ intent: "refund", orderId }, refunder, EVIL), 403);
    await expectRefused(() => post({ intent: "refund", orderId, orderItemId: "abc" }, refunder), 400);
    await expectRefused(() => post({ intent: "refund", orderId: 999999 }, refunder), 404);
    await expectDone(
      post({ intent: "refund", orderId, orderItemId: itemIds[0] ?? 0 }, refunder),
      `Line refunded on order #${orderId}`,
    );
    expect(await lastAudit()).toMatchObject({ action: "ORDER_REFUND", user_agent: "vitest-tabs" });
    await expectDone(post({ intent: "refund", orderId }, refunder), `Order #${orderId} refunded`);
    expect(await orderStatus(orderId)).toBe("refunded");
  });

  it("cancel-unpaid: an order awaiting payment is cancelled, audited", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "u@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId }, viewer), 403);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId }, refunder, EVIL), 403);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId: "x" }, refunder), 400);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId: 999999 }, refunder), 404);
    await expectDone(post({ intent: "cancel-unpaid", orderId }, refunder), `Order #${orderId} cancelled`);
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
  });

  it("retry-fulfilment: a failed order is delivered, audited", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "r@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await db().update(orders).set({ status: "failed" }).where(eq(orders.id, orderId));
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId }, nobody), 403);
    // A retry buys new eSIMs: viewing orders is not enough.
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId }, viewer), 403);
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId }, refunder, EVIL), 403);
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId: -1 }, refunder), 400);
    await expectRefused(() => post({ intent: "retry-fulfilment", orderId: 999999 }, refunder), 404);
    await expectDone(post({ intent: "retry-fulfilment", orderId }, refunder), "Fulfilment retried");
    expect(await orderStatus(orderId)).toBe("delivered");
    expect((await lastAudit())?.action).toBe("ORDER_FULFILMENT_RETRY");
  });

  it("ship: a Physical SIM line gets carrier and tracking, audited; field errors come back", async () => {
    const { SEED_PRODUCTS } = await import("../../worker/db/seed-data");
    const sim = SEED_PRODUCTS.find((p) => p.type === "Physical SIM")?.slug ?? "";
    const { orderId, itemIds } = await placePaidOrder({
      userId: null,
      email: "s@shop.test",
      lines: [{ slug: sim }],
    });
    const ship = {
      intent: "ship",
      orderId,
      orderItemId: itemIds[0] ?? 0,
      carrier: "Pos Laju",
      trackingNumber: "EM1MY",
    };
    await expectRefused(() => post(ship, nobody), 403);
    await expectRefused(() => post(ship, viewer, EVIL), 403);
    expect(await expectRefused(() => post({ ...ship, carrier: "" }, viewer), 400)).toMatchObject({
      fieldErrors: { carrier: "Carrier is required" },
    });
    await expectRefused(() => post({ ...ship, orderId: 999999 }, viewer), 404);
    await expectDone(post(ship, viewer), "Marked shipped");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_SHIPPED");
  });

  it("refund requests: listed by the loader for refunders, approved or declined, audited", async () => {
    const customer = await newCustomer("listreq");
    const approveMe = await stripePaidOrder([ESIM], customer.userId);
    const declineMe = await placePaidOrder({
      userId: customer.userId,
      email: "d@shop.test",
      lines: [{ slug: ESIM }],
    });
    const ask = async (orderId: number) => {
      const [row] = await db()
        .insert(refundRequests)
        .values({ orderId, userId: customer.userId, reason: "Trip cancelled" })
        .returning();
      return row?.id ?? 0;
    };
    const approveId = await ask(approveMe.orderId);
    const declineId = await ask(declineMe.orderId);
    const listed = async (cookie: string) => {
      const { page } = await queryRoutes(
        LIST.handler,
        new Request(`${ORIGIN}/admin/orders`, { headers: { Cookie: cookie } }),
      );
      return (
        (
          page?.loaderData[LIST.routeId] as
            | undefined
            | { refundRequests: { id: number; createdAt: string }[] }
        )?.refundRequests ?? []
      );
    };
    expect((await listed(refunder)).map((r) => r.id)).toEqual([declineId, approveId]);
    expect(typeof (await listed(refunder))[0]?.createdAt).toBe("string");
    expect(await listed(viewer)).toEqual([]);

    for (const [intent, orderId, requestId] of [
      ["approve-refund-request", approveMe.orderId, approveId],
      ["decline-refund-request", declineMe.orderId, declineId],
    ] as const) {
      await expectRefused(() => post({ intent, orderId, requestId }, viewer), 403);
      await expectRefused(() => post({ intent, orderId, requestId }, refunder, EVIL), 403);
      await expectRefused(() => post({ intent, orderId, requestId: "x" }, refunder), 400);
      await expectRefused(() => post({ intent, orderId, requestId: 999999 }, refunder), 404);
    }
    await expectDone(
      post({ intent: "approve-refund-request", orderId: approveMe.orderId, requestId: approveId }, refunder),
      `Order #${approveMe.orderId} refunded`,
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_APPROVE");
    await expectDone(
      post({ intent: "decline-refund-request", orderId: declineMe.orderId, requestId: declineId }, refunder),
      "Refund request declined",
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_DECLINE");
    expect(await listed(refunder)).toEqual([]);

    // An open request stays listed behind any number of answered ones (the history is capped at 100).
    const waiting = await placePaidOrder({
      userId: customer.userId,
      email: "w@shop.test",
      lines: [{ slug: ESIM }],
    });
    const waitingId = await ask(waiting.orderId);
    await db().run(sql`insert into refund_requests (order_id, user_id, reason, status)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 101)
      select ${declineMe.orderId}, ${customer.userId}, 'Asked again', 'declined' from n`);
    expect((await listed(refunder)).map((r) => r.id)).toEqual([waitingId]);
  });
});

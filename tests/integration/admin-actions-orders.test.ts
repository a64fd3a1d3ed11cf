// Issue 15: the Orders list's row actions are the desk's intents posted to /admin/orders with the
// row's `orderId`, run inside workerd through React Router's static handler (as
// admin-order-desk.test.ts). Each intent: success (audited, the list stays: `{ ok: true }` and a
// toast), 403 without its permission, 400 bad input, cross-origin refused, an unknown order 404.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createStaticHandler, type RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, refundRequests } from "../../worker/db/schema";
import { flashMiddleware } from "../../worker/web/flash.server";
import { as, auditCount, lastAudit, rootSession, staffCookie } from "./admin-helpers";
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

type Module = Pick<RouteObject, "loader" | "action" | "middleware">;
const modules = import.meta.glob<Module>("../../app/routes/admin{,.orders}.tsx", { eager: true });
const route = (id: string, file: string, path: string, children?: RouteObject[]) => {
  const mod = modules[`../../app/routes/${file}.tsx`];
  if (!mod) throw new Error(`no route module ${file}.tsx`);
  return {
    id,
    path,
    loader: mod.loader,
    action: mod.action,
    middleware: mod.middleware,
    children,
  } as RouteObject;
};

const LIST = "routes/admin.orders";
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: () => ({}),
    // The root's middleware holds the request's toast queue, as app/root.tsx declares it.
    middleware: [flashMiddleware as NonNullable<RouteObject["middleware"]>[number]],
    children: [route("routes/admin", "admin", "admin", [route(LIST, "admin.orders", "orders")])],
  },
]);

/** A fetcher's post to the list (its loaders revalidate in a request of their own). */
async function post(fields: Record<string, string | number>, cookie: string, origin = ORIGIN) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const request = new Request(`${ORIGIN}/admin/orders?q=x`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "vitest-orders-list",
    },
    body,
  });
  const { response, page } = await queryRoutes(handler, request, { actionOnly: true });
  const answer = (page?.actionData?.[LIST] ?? null) as { ok: boolean; fieldErrors?: object } | null;
  return {
    status: response.status,
    answer,
    cookie: decodeURIComponent(response.headers.get("Set-Cookie") ?? ""),
  };
}

async function expectDone(fields: Record<string, string | number>, cookie: string, toast: string) {
  const result = await post(fields, cookie);
  expect(result.status, JSON.stringify(result.answer)).toBe(200);
  expect(result.answer).toMatchObject({ ok: true, intent: fields.intent });
  expect(result.cookie).toContain("__Host-flash");
  expect(result.cookie).toContain(toast);
}

async function expectRefused(
  fields: Record<string, string | number>,
  cookie: string,
  status: number,
  origin?: string,
) {
  const before = await auditCount();
  const result = await post(fields, cookie, origin);
  expect(result.status, JSON.stringify(result.answer)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.answer;
}

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
    expect(await expectRefused({ intent: "explode", orderId: 1 }, root, 400)).toMatchObject({
      fieldErrors: { intent: "Unknown action" },
    });
    expect(await expectRefused({ intent: "cancel-unpaid" }, root, 400)).toMatchObject({
      fieldErrors: { orderId: expect.any(String) },
    });
    await expectRefused({ intent: "cancel-unpaid", orderId: 1 }, root, 403, EVIL);
    await expectRefused({ intent: "retry-fulfilment", orderId: 1 }, nobody, 403);
  });

  it("refund: one line, then the whole order, through Stripe and audited; the list's toast", async () => {
    const { orderId, itemIds } = await stripePaidOrder([ESIM, OTHER_ESIM]);
    await expectRefused({ intent: "refund", orderId }, viewer, 403);
    await expectRefused({ intent: "refund", orderId }, refunder, 403, EVIL);
    await expectRefused({ intent: "refund", orderId, orderItemId: "abc" }, refunder, 400);
    await expectRefused({ intent: "refund", orderId: 999999 }, refunder, 404);
    await expectDone(
      { intent: "refund", orderId, orderItemId: itemIds[0] ?? 0 },
      refunder,
      `Refund sent for order #${orderId}`,
    );
    expect(await lastAudit()).toMatchObject({ action: "ORDER_REFUND", user_agent: "vitest-orders-list" });
    await expectDone({ intent: "refund", orderId }, refunder, `Refund sent for order #${orderId}`);
    expect(await orderStatus(orderId)).toBe("refunded");
  });

  it("cancel-unpaid: an order awaiting payment is cancelled, audited", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "u@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await expectRefused({ intent: "cancel-unpaid", orderId }, viewer, 403);
    await expectRefused({ intent: "cancel-unpaid", orderId }, refunder, 403, EVIL);
    await expectRefused({ intent: "cancel-unpaid", orderId: "x" }, refunder, 400);
    await expectRefused({ intent: "cancel-unpaid", orderId: 999999 }, refunder, 404);
    await expectDone({ intent: "cancel-unpaid", orderId }, refunder, `Order #${orderId} cancelled`);
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
    await expectRefused({ intent: "retry-fulfilment", orderId }, nobody, 403);
    await expectRefused({ intent: "retry-fulfilment", orderId }, viewer, 403, EVIL);
    await expectRefused({ intent: "retry-fulfilment", orderId: -1 }, viewer, 400);
    await expectRefused({ intent: "retry-fulfilment", orderId: 999999 }, viewer, 404);
    await expectDone({ intent: "retry-fulfilment", orderId }, viewer, "Fulfilment retried");
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
    await expectRefused(ship, nobody, 403);
    await expectRefused(ship, viewer, 403, EVIL);
    expect(await expectRefused({ ...ship, carrier: "" }, viewer, 400)).toMatchObject({
      fieldErrors: { carrier: "Carrier is required" },
    });
    await expectRefused({ ...ship, orderId: 999999 }, viewer, 404);
    await expectDone(ship, viewer, "Marked shipped");
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
        handler,
        new Request(`${ORIGIN}/admin/orders`, { headers: { Cookie: cookie } }),
      );
      return (
        (page?.loaderData[LIST] as undefined | { refundRequests: { id: number; createdAt: string }[] })
          ?.refundRequests ?? []
      );
    };
    expect((await listed(refunder)).map((r) => r.id)).toEqual([declineId, approveId]);
    expect(typeof (await listed(refunder))[0]?.createdAt).toBe("string");
    expect(await listed(viewer)).toEqual([]);

    for (const [intent, orderId, requestId] of [
      ["approve-refund-request", approveMe.orderId, approveId],
      ["decline-refund-request", declineMe.orderId, declineId],
    ] as const) {
      await expectRefused({ intent, orderId, requestId }, viewer, 403);
      await expectRefused({ intent, orderId, requestId }, refunder, 403, EVIL);
      await expectRefused({ intent, orderId, requestId: "x" }, refunder, 400);
      await expectRefused({ intent, orderId, requestId: 999999 }, refunder, 404);
    }
    await expectDone(
      { intent: "approve-refund-request", orderId: approveMe.orderId, requestId: approveId },
      refunder,
      `Order #${approveMe.orderId} refunded`,
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_APPROVE");
    await expectDone(
      { intent: "decline-refund-request", orderId: declineMe.orderId, requestId: declineId },
      refunder,
      "Refund request declined",
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_DECLINE");
    expect(await listed(refunder)).toEqual([]);
  });
});

// Issue 15: the order desk (/admin/orders/:id), the Orders CSV export and the "Needs attention"
// count, run inside workerd through React Router's own static handler (as admin-routes.test.ts),
// against the migrated D1 and the Stripe stand-in. Each intent of the desk's one action: success
// (audited), 403 without its permission, cross-origin refused, bad input 400, another order 404.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, refundRequests } from "../../worker/db/schema";
import { signWebhookPayload } from "../../worker/integrations/stripe";
import { flashMiddleware } from "../../worker/web/flash.server";
import { as, auditCount, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus, placePaidOrder } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { config, queryRoutes, requestContext } from "./route-harness";

declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_URL: string;
    }
  }
}

interface RouteModule {
  loader?: RouteObject["loader"];
  action?: RouteObject["action"];
  middleware?: RouteObject["middleware"];
  meta?: (args: {
    matches: { id: string; loaderData?: unknown }[];
    params: Record<string, string>;
    error?: unknown;
  }) => { title?: string }[];
}

const modules = import.meta.glob<RouteModule>("../../app/routes/admin*.tsx", { eager: true });
const moduleFor = (file: string) => {
  const mod = modules[`../../app/routes/${file}.tsx`];
  if (!mod) throw new Error(`no route module ${file}.tsx`);
  return mod;
};

function routeObject(
  id: string,
  file: string,
  place: { path: string; children?: RouteObject[] },
): RouteObject {
  const mod = moduleFor(file);
  return { id, ...place, loader: mod.loader, action: mod.action, middleware: mod.middleware } as RouteObject;
}

const DESK = "routes/admin.orders.desk";
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: () => ({ config: { brandName: config.BRAND_NAME } }),
    // The root's middleware holds the request's toast queue, as app/root.tsx declares it.
    middleware: [flashMiddleware as NonNullable<RouteObject["middleware"]>[number]],
    children: [
      routeObject("routes/admin", "admin", {
        path: "admin",
        children: [
          routeObject("routes/admin.orders", "admin.orders", { path: "orders" }),
          routeObject(DESK, "admin.orders.desk", { path: "orders/:id" }),
          routeObject("routes/admin.orders.csv", "admin.orders.csv", { path: "orders.csv" }),
        ],
      }),
    ],
  },
]);

/** What React Router answers a document request (or a form post) with: a Response, or the page's data. */
async function run(request: Request): Promise<Response | StaticHandlerContext> {
  const { response, page } = await queryRoutes(handler, request);
  return page ?? response;
}

const load = (path: string, cookie?: string) =>
  run(new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}));

/** A form post to the desk as the browser sends it (same origin unless told otherwise). */
function post(
  orderId: number | string,
  fields: Record<string, string | number>,
  cookie: string,
  origin = ORIGIN,
) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return run(
    new Request(`${ORIGIN}/admin/orders/${orderId}`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": "203.0.113.9",
        "User-Agent": "vitest-desk",
      },
      body,
    }),
  );
}

function asPage(result: Response | StaticHandlerContext): StaticHandlerContext {
  if (result instanceof Response) throw new Error(`expected a page, got ${result.status}`);
  return result;
}

/** The status of a post's answer, and its failure body when it is one. */
function outcome(result: Response | StaticHandlerContext) {
  if (result instanceof Response) return { status: result.status, response: result, failure: null };
  const failure = (result.actionData?.[DESK] ?? null) as { error: string; fieldErrors?: object } | null;
  return { status: result.statusCode, response: null, failure };
}

async function expectDone(result: Response | StaticHandlerContext, orderId: number, toast: RegExp) {
  const { status, response, failure } = outcome(result);
  expect(status, JSON.stringify(failure)).toBe(302);
  expect(response?.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
  const flash = decodeURIComponent(response?.headers.get("Set-Cookie") ?? "");
  expect(flash).toContain("__Host-flash");
  expect(flash).toMatch(toast);
}

/** A refused post: its status, and no audit row written. */
async function expectRefused(post: () => Promise<Response | StaticHandlerContext>, status: number) {
  const before = await auditCount();
  const result = outcome(await post());
  expect(result.status, JSON.stringify(result.failure)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.failure;
}

const SECRET_KEY = "sk_test_standin_local_4242";
const WEBHOOK_SECRET = "whsec_integration_test_secret";
const orderRow = (id: number) => db().select().from(orders).where(eq(orders.id, id)).get();

/**
 * A paid order whose payment the Stripe stand-in knows (so that it can be refunded), its session,
 * payment intent and charge recorded by Stripe's signed checkout.session.completed, as in production.
 */
async function stripePaidOrder(lines: { slug: string }[], userId: number | null = null) {
  const { orderId, itemIds } = await placePaidOrder({ userId, email: "desk-buyer@shop.test", lines });
  const total = (await orderRow(orderId))?.totalAmountSen ?? 0;
  const auth = { Authorization: `Bearer ${SECRET_KEY}` };
  const created = await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      mode: "payment",
      success_url: `${ORIGIN}/checkout/success`,
      currency: "myr",
      "line_items[0][price_data][unit_amount]": String(total),
      "line_items[0][quantity]": "1",
      "metadata[orderId]": String(orderId),
    }),
  });
  const session = (await created.json()) as { id: string; url: string };
  const paid = await fetch(`${session.url}/complete`, { method: "POST", redirect: "manual" });
  await paid.text();
  const done = await (
    await fetch(`${env.STRIPE_API_URL}/v1/checkout/sessions/${session.id}`, { headers: auth })
  ).json();
  const body = JSON.stringify({
    id: `evt_desk_${orderId}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: done },
  });
  const delivered = await exports.default.fetch(
    new Request(`${ORIGIN}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": await signWebhookPayload(body, WEBHOOK_SECRET),
      },
      body,
    }),
  );
  expect(delivered.status).toBe(200);
  await delivered.text();
  expect((await orderRow(orderId))?.paymentIntentId).toMatch(/^pi_/);
  return { orderId, itemIds };
}

interface DeskPayment {
  method: string | null;
  brand: string | null;
  last4: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  refunds: { id: string; amountSen: number; lineName: string | null }[];
}

const physicalSlug = await (async () => {
  const { SEED_PRODUCTS } = await import("../../worker/db/seed-data");
  const sim = SEED_PRODUCTS.find((p) => p.type === "Physical SIM");
  if (!sim) throw new Error("no physical SIM in the seed");
  return sim.slug;
})();
const ESIM = "japan-5gb-7-days";
const OTHER_ESIM = "singapore-5gb-3-days";

let root: string;
let nobody: string;
let viewer: string;
let refunder: string;
let other: { orderId: number; itemIds: number[] };

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  const keys = await as(root).put("/api/admin/settings/payments", {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  });
  expect(keys.status).toBe(200);
  nobody = await staffCookie(root, "desk-nobody", { canManageProducts: true });
  viewer = await staffCookie(root, "desk-viewer", { canViewOrders: true });
  refunder = await staffCookie(root, "desk-refunder", { canViewOrders: true, canRefundOrders: true });
  // An unrelated order, whose lines, e-mails and requests the desk of another order must not touch.
  other = await placePaidOrder({ userId: null, email: "other@shop.test", lines: [{ slug: OTHER_ESIM }] });
});

describe("the order desk's page", () => {
  it("signs guests in first, refuses staff without View orders, and 404s an unknown order", async () => {
    const guest = await load(`/admin/orders/${other.orderId}`);
    expect((guest as Response).status).toBe(302);
    expect((guest as Response).headers.get("Location")).toContain("/admin/login?redirectTo=");
    // A customer's session is no staff session: the sign-in page too, for the page and its action.
    const customer = await newCustomer("deskguest");
    const customerCookie = [...customer.browser.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    expect(((await load(`/admin/orders/${other.orderId}`, customerCookie)) as Response).status).toBe(302);
    expect(outcome(await post(other.orderId, { intent: "refund" }, customerCookie)).status).toBe(302);
    expect(asPage(await load(`/admin/orders/${other.orderId}`, nobody)).statusCode).toBe(403);
    expect(asPage(await load("/admin/orders/999999", viewer)).statusCode).toBe(404);
    expect(asPage(await load("/admin/orders/abc", viewer)).statusCode).toBe(404);
  });

  it("shows the customer, lines, payment, timeline, eSIMs with usage and e-mails, and what the member may do", async () => {
    const customer = await newCustomer("deskview");
    const { orderId } = await placePaidOrder({
      userId: customer.userId,
      email: `${customer.username}@shop.test`,
      lines: [{ slug: ESIM }],
    });
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    await eventually(async () => {
      const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
      return rows.length > 0;
    });
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    expect(page.statusCode).toBe(200);
    const { order, can } = page.loaderData[DESK] as {
      // biome-ignore lint/suspicious/noExplicitAny: the test reads the view's shape
      order: any;
      can: { refund: boolean; fulfil: boolean };
    };
    expect(can).toEqual({ refund: false, fulfil: true });
    expect(order.customer).toMatchObject({
      email: `${customer.username}@shop.test`,
      userId: customer.userId,
      username: customer.username,
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 1, fulfilment: { status: "done" } });
    expect(order.timeline.map((e: { to: string }) => e.to)).toEqual(["paid", "delivered"]);
    expect(order.timeline[0].by).toBe("Stripe");
    // Paid without a Stripe charge on record (as orders before issue 15 were): nothing invented.
    expect(order.payment).toMatchObject({ chargeId: null, brand: null, last4: null, refunds: [] });
    expect(order.esims).toHaveLength(1);
    expect(order.esims[0].iccid).toMatch(/^\d{18,22}$/);
    expect(order.esims[0].usage).toMatchObject({ status: "not_installed" });
    expect(order.emails.length).toBeGreaterThan(0);
    expect(order.emails[0]).toMatchObject({ to: `${customer.username}@shop.test` });
    // No secrets of the eSIM on the desk: staff act on the ICCID, the customer installs.
    expect(JSON.stringify(order)).not.toContain("activationCode");

    const meta = moduleFor("admin.orders.desk").meta?.({
      matches: [{ id: "root", loaderData: { config: { brandName: "Shop" } } }],
      params: { id: String(orderId) },
    });
    expect(meta?.[0]?.title).toBe(`Order #${orderId} | Admin | Shop`);
    const asRefunder = asPage(await load(`/admin/orders/${orderId}`, refunder));
    expect((asRefunder.loaderData[DESK] as { can: object }).can).toEqual({ refund: true, fulfil: true });
  });
});

describe("the order desk's actions", () => {
  it("refuses an unknown intent and a cross-origin post before doing anything", async () => {
    expect(await expectRefused(() => post(other.orderId, { intent: "explode" }, root), 400)).toMatchObject({
      fieldErrors: { intent: "Unknown action" },
    });
    await expectRefused(() => post(other.orderId, { intent: "refund" }, root, "https://evil.test"), 403);
  });

  it("refund: a line, then the rest, through Stripe, audited; 403, 400, 404 and cross-origin refused", async () => {
    const { orderId, itemIds } = await stripePaidOrder([{ slug: ESIM }, { slug: OTHER_ESIM }]);
    const [first] = itemIds;
    await expectRefused(() => post(orderId, { intent: "refund" }, viewer), 403);
    await expectRefused(() => post(orderId, { intent: "refund" }, refunder, "https://evil.test"), 403);
    await expectRefused(() => post(orderId, { intent: "refund", orderItemId: "abc" }, refunder), 400);
    await expectRefused(() => post(999999, { intent: "refund" }, refunder), 404);
    await expectRefused(
      () => post(orderId, { intent: "refund", orderItemId: other.itemIds[0] ?? 0 }, refunder),
      404,
    );

    await expectDone(
      await post(orderId, { intent: "refund", orderItemId: first ?? 0 }, refunder),
      orderId,
      /Line refunded/,
    );
    expect((await lastAudit())?.action).toBe("ORDER_REFUND");
    expect((await lastAudit())?.user_agent).toBe("vitest-desk");
    expect((await orderRow(orderId))?.refundedAmountSen).toBeGreaterThan(0);
    await expectDone(await post(orderId, { intent: "refund" }, refunder), orderId, /refunded/);
    expect(await orderStatus(orderId)).toBe("refunded");
    // The desk shows the charge, the card and each refund by its Stripe id, oldest first.
    const row = await orderRow(orderId);
    const { payment } = (
      asPage(await load(`/admin/orders/${orderId}`, viewer)).loaderData[DESK] as {
        order: { payment: DeskPayment };
      }
    ).order;
    expect(payment).toMatchObject({
      method: "card",
      brand: "visa",
      last4: "4242",
      paymentIntentId: row?.paymentIntentId,
      chargeId: expect.stringMatching(/^ch_/),
    });
    expect(payment.chargeId).toBe(row?.stripeChargeId);
    expect(payment.refunds).toHaveLength(2);
    expect(payment.refunds.map((r) => r.id)).toEqual([
      expect.stringMatching(/^re_/),
      expect.stringMatching(/^re_/),
    ]);
    expect(new Set(payment.refunds.map((r) => r.id)).size).toBe(2);
    expect(payment.refunds[0]?.lineName).toBe("Japan");
    expect(payment.refunds[1]?.lineName).toBeNull();
    expect(payment.refunds.reduce((sum, r) => sum + r.amountSen, 0)).toBe(row?.totalAmountSen);
    // Nothing left: a conflict, not a second refund.
    await expectRefused(() => post(orderId, { intent: "refund" }, refunder), 409);
  });

  it("cancel-unpaid: cancels an order awaiting payment, audited; refused otherwise", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "unpaid@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, viewer), 403);
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, refunder, "https://evil.test"), 403);
    await expectRefused(() => post(999999, { intent: "cancel-unpaid" }, refunder), 404);
    await expectDone(await post(orderId, { intent: "cancel-unpaid" }, refunder), orderId, /cancelled/);
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, refunder), 409);
  });

  it("retry-fulfilment: a failed order is fulfilled again and delivered, audited", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "retry@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await db().update(orders).set({ status: "failed" }).where(eq(orders.id, orderId));
    await expectRefused(() => post(orderId, { intent: "retry-fulfilment" }, nobody), 403);
    // A retry buys new eSIMs: viewing orders is not enough.
    await expectRefused(() => post(orderId, { intent: "retry-fulfilment" }, viewer), 403);
    await expectRefused(
      () => post(orderId, { intent: "retry-fulfilment" }, refunder, "https://evil.test"),
      403,
    );
    await expectRefused(() => post(999999, { intent: "retry-fulfilment" }, refunder), 404);
    await expectDone(
      await post(orderId, { intent: "retry-fulfilment" }, refunder),
      orderId,
      /Fulfilment retried/,
    );
    expect(await orderStatus(orderId)).toBe("delivered");
    expect((await lastAudit())?.action).toBe("ORDER_FULFILMENT_RETRY");
    await expectRefused(() => post(orderId, { intent: "retry-fulfilment" }, refunder), 409);
  });

  it("ship: a Physical SIM line gets its carrier and tracking; the order is delivered", async () => {
    const { orderId, itemIds } = await placePaidOrder({
      userId: null,
      email: "ship@shop.test",
      lines: [{ slug: physicalSlug }],
    });
    const line = itemIds[0] ?? 0;
    const ship = { intent: "ship", orderItemId: line, carrier: "Pos Laju", trackingNumber: "EM123456789MY" };
    await expectRefused(() => post(orderId, ship, nobody), 403);
    await expectRefused(() => post(orderId, ship, viewer, "https://evil.test"), 403);
    expect(await expectRefused(() => post(orderId, { ...ship, carrier: "" }, viewer), 400)).toMatchObject({
      fieldErrors: { carrier: "Carrier is required" },
    });
    await expectRefused(() => post(orderId, { ...ship, orderItemId: other.itemIds[0] ?? 0 }, viewer), 404);
    await expectRefused(() => post(999999, ship, viewer), 404);
    await expectDone(await post(orderId, ship, viewer), orderId, /Marked shipped/);
    expect(await orderStatus(orderId)).toBe("delivered");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_SHIPPED");
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    const lines = (page.loaderData[DESK] as { order: { lines: { fulfilment: object }[] } }).order.lines;
    expect(lines[0]?.fulfilment).toMatchObject({
      status: "shipped",
      carrier: "Pos Laju",
      trackingNumber: "EM123456789MY",
    });
  });

  it("resend-email: queues one of this order's e-mails again, audited; another order's is not found", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "resend@shop.test",
      lines: [{ slug: ESIM }],
    });
    const email = await eventually(() =>
      db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).get(),
    );
    const otherEmail = await eventually(() =>
      db().select().from(emailOutbox).where(eq(emailOutbox.orderId, other.orderId)).get(),
    );
    await expectRefused(() => post(orderId, { intent: "resend-email", emailId: email.id }, nobody), 403);
    await expectRefused(
      () => post(orderId, { intent: "resend-email", emailId: email.id }, viewer, "https://evil.test"),
      403,
    );
    await expectRefused(() => post(orderId, { intent: "resend-email" }, viewer), 400);
    await expectRefused(() => post(orderId, { intent: "resend-email", emailId: otherEmail.id }, viewer), 404);
    await expectRefused(() => post(999999, { intent: "resend-email", emailId: email.id }, viewer), 404);
    await expectDone(
      await post(orderId, { intent: "resend-email", emailId: email.id }, viewer),
      orderId,
      /queued again/,
    );
    expect((await lastAudit())?.action).toBe("EMAIL_RESEND");
  });

  it("approve-refund-request and decline-refund-request: decide this order's request, audited", async () => {
    const customer = await newCustomer("deskreq");
    const approveMe = await stripePaidOrder([{ slug: ESIM }], customer.userId);
    const declineMe = await placePaidOrder({
      userId: customer.userId,
      email: `${customer.username}@shop.test`,
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
    for (const intent of ["approve-refund-request", "decline-refund-request"]) {
      const orderId = intent.startsWith("approve") ? approveMe.orderId : declineMe.orderId;
      const requestId = intent.startsWith("approve") ? approveId : declineId;
      await expectRefused(() => post(orderId, { intent, requestId }, viewer), 403);
      await expectRefused(() => post(orderId, { intent, requestId }, refunder, "https://evil.test"), 403);
      await expectRefused(() => post(orderId, { intent, requestId: "x" }, refunder), 400);
      // The other request belongs to the other order.
      await expectRefused(
        () => post(orderId, { intent, requestId: requestId === approveId ? declineId : approveId }, refunder),
        404,
      );
      await expectRefused(() => post(999999, { intent, requestId }, refunder), 404);
    }
    await expectDone(
      await post(approveMe.orderId, { intent: "approve-refund-request", requestId: approveId }, refunder),
      approveMe.orderId,
      /refunded/,
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_APPROVE");
    expect(await orderStatus(approveMe.orderId)).toBe("refunded");
    await expectDone(
      await post(declineMe.orderId, { intent: "decline-refund-request", requestId: declineId }, refunder),
      declineMe.orderId,
      /declined/,
    );
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_DECLINE");
    const declined = await db().select().from(refundRequests).where(eq(refundRequests.id, declineId)).get();
    expect(declined?.status).toBe("declined");
    // Decided: deciding again is a conflict.
    await expectRefused(
      () => post(declineMe.orderId, { intent: "decline-refund-request", requestId: declineId }, refunder),
      409,
    );
  });
});

describe("the Orders list's filters and CSV export", () => {
  async function csv(query: string, cookie?: string) {
    const request = new Request(
      `${ORIGIN}/admin/orders.csv${query}`,
      cookie ? { headers: { Cookie: cookie } } : {},
    );
    return handler.queryRoute(request, {
      requestContext: requestContext(),
      generateMiddlewareResponse: async (queryRoute) => queryRoute(request),
    }) as Promise<Response>;
  }

  it("finds orders by status, date range and the ICCID of one of their eSIMs", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "iccid@shop.test",
      lines: [{ slug: ESIM }],
    });
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    const iccid =
      (page.loaderData[DESK] as { order: { esims: { iccid: string }[] } }).order.esims[0]?.iccid ?? "";
    const list = async (query: string) => {
      const result = asPage(await load(`/admin/orders?${query}`, viewer));
      return (
        result.loaderData["routes/admin.orders"] as { orders: { items: { id: number }[] } }
      ).orders.items.map((o) => o.id);
    };
    expect(await list(`q=${iccid}`)).toEqual([orderId]);
    expect(await list("status=delivered&pageSize=100")).toContain(orderId);
    expect(await list("status=cancelled&pageSize=100")).not.toContain(orderId);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}&pageSize=100`)).toContain(orderId);
    expect(await list("to=2020-01-01")).toEqual([]);
    // Refund and cancel buttons are drawn only for members who may use them.
    const canRefund = async (cookie: string) =>
      (
        asPage(await load("/admin/orders", cookie)).loaderData["routes/admin.orders"] as {
          canRefund: boolean;
        }
      ).canRefund;
    expect(await canRefund(viewer)).toBe(false);
    expect(await canRefund(refunder)).toBe(true);
  });

  it("exports the same filters as CSV, privately, with formula injection defused; staff only", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "csv@shop.test",
      lines: [{ slug: ESIM }],
    });
    await db()
      .update(orders)
      .set({ customerName: '=HYPERLINK("http://evil.test","Click"), "quoted"' })
      .where(eq(orders.id, orderId));
    const res = await csv("?q=csv@shop.test", viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Order ID","Created (UTC)","Status","Customer","Email","Total (MYR)","Refunded (MYR)","Payment method","Payment intent","Items"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderId},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""Click""), ""quoted"""`);
    expect(lines[1]).toContain('"csv@shop.test"');
    // The Items column names this order's own lines.
    expect(lines[1]?.endsWith(',"Japan x 1"')).toBe(true);
    // A file of customers leaves the shop: who took it, and with which filters, is audited.
    expect(await lastAudit()).toMatchObject({ action: "ORDERS_EXPORTED", target_type: "order" });
    expect(JSON.parse(String((await lastAudit())?.details))).toMatchObject({
      filters: { q: "csv@shop.test" },
      rows: 1,
    });

    const denied = await csv("", nobody).catch((error: unknown) => error as Response);
    expect(denied.status).toBe(403);
    const guest = await csv("").catch((error: unknown) => error as Response);
    expect(guest.status).toBe(302);
  });
});

describe("Needs attention", () => {
  it("counts failed fulfilments and open refund requests for order staff, nothing for others", async () => {
    type Counts = {
      failedFulfilments: number;
      refundRequests: number;
      unansweredChats: number;
      total: number;
    };
    const attention = async (cookie: string) =>
      (asPage(await load("/admin/orders", cookie)).loaderData["routes/admin"] as { attention: Counts })
        .attention;
    const before = await attention(viewer);
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "attn@shop.test",
      lines: [{ slug: ESIM }],
      pay: false,
    });
    await db().update(orders).set({ status: "failed" }).where(eq(orders.id, orderId));
    const after = await attention(viewer);
    expect(after).toMatchObject({ failedFulfilments: before.failedFulfilments + 1, unansweredChats: 0 });
    expect(after.total).toBe(before.total + 1);
    // Staff who handle neither orders nor chat are shown no count (and their page is a 403).
    expect(await attention(nobody)).toMatchObject({ total: 0 });
  });
});

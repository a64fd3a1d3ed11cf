// The order desk (/admin/orders/:id) as its tests drive it: one request through the app's route
// tree (app-routes.ts) inside workerd, the staff who may or may not use it, and orders paid the way
// customers pay them (checkout, the Stripe stand-in's hosted page, its signed webhook).
import { eq } from "drizzle-orm";
import type { StaticHandlerContext } from "react-router";
import { expect } from "vitest";
import { orderItems, orders } from "../../worker/db/schema";
import { auditCount, json, rootSession, staffCookie } from "./admin-helpers";
import { appHandler } from "./app-routes";
import type { Browser } from "./browser";
import { db } from "./fulfilment-helpers";
import { ORIGIN, productId, seedDatabase } from "./helpers";
import { configurePayments, customer, DEVICE_CONFIRMED, payOnStandin, SHIPPING } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

export const DESK = "routes/admin.orders.desk";

/** What React Router answers a document request (or a form post) with: a Response, or the page's data. */
export async function run(request: Request): Promise<Response | StaticHandlerContext> {
  const { response, page } = await queryRoutes(appHandler, request);
  return page ?? response;
}

export const load = (path: string, cookie?: string) =>
  run(new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}));

/** A form post to the desk as the browser sends it (same origin unless told otherwise). */

export function post(
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

export function asPage(result: Response | StaticHandlerContext): StaticHandlerContext {
  if (result instanceof Response) throw new Error(`expected a page, got ${result.status}`);
  return result;
}

/** The status of a post's answer, and its failure body when it is one. */
export function outcome(result: Response | StaticHandlerContext) {
  if (result instanceof Response) return { status: result.status, response: result, failure: null };
  const failure = (result.actionData?.[DESK] ?? null) as { error: string; fieldErrors?: object } | null;
  return { status: result.statusCode, response: null, failure };
}

export async function expectDone(result: Response | StaticHandlerContext, orderId: number, toast: RegExp) {
  const { status, response, failure } = outcome(result);
  expect(status, JSON.stringify(failure)).toBe(302);
  expect(response?.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
  const flash = decodeURIComponent(response?.headers.get("Set-Cookie") ?? "");
  expect(flash).toContain("__Host-flash");
  expect(flash).toMatch(toast);
}

/** A refused post: its status, and no audit row written. */
export async function expectRefused(post: () => Promise<Response | StaticHandlerContext>, status: number) {
  const before = await auditCount();
  const result = outcome(await post());
  expect(result.status, JSON.stringify(result.failure)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.failure;
}

export const orderRow = (id: number) => db().select().from(orders).where(eq(orders.id, id)).get();

/**
 * An order for `buyer` (a new customer when none is given) as checkout leaves it: its lines put in
 * the cart and checked out through POST /api/checkout, pending, its Stripe session open on the
 * stand-in. Its line ids in cart order.
 */
export async function checkedOutOrder(lines: { slug: string }[], buyer?: Browser) {
  const browser = buyer ?? (await customer()).browser;
  for (const { slug } of lines) {
    const added = await browser.post("/api/cart", { productId: await productId(slug), quantity: 1 });
    expect(added.status).toBeLessThan(300);
  }
  // A Physical SIM needs somewhere to go; checkout asks for the address only then.
  const physical = lines.some(({ slug }) => slug === physicalSlug);
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
 * the stand-in's signed checkout.session.completed delivered to the webhook.
 */
export async function stripePaidOrder(lines: { slug: string }[], buyer?: Browser) {
  const placed = await checkedOutOrder(lines, buyer);
  await payOnStandin(placed.orderId);
  expect((await orderRow(placed.orderId))?.paymentIntentId).toMatch(/^pi_/);
  return placed;
}

export interface DeskPayment {
  method: string | null;
  brand: string | null;
  last4: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  refunds: { id: string; amountSen: number; lineName: string | null }[];
}

export const physicalSlug = await (async () => {
  const { SEED_PRODUCTS } = await import("../../worker/db/seed-data");
  const sim = SEED_PRODUCTS.find((p) => p.type === "Physical SIM");
  if (!sim) throw new Error("no physical SIM in the seed");
  return sim.slug;
})();

export const ESIM = "japan-5gb-7-days";

export const OTHER_ESIM = "singapore-5gb-3-days";

export interface DeskStaff {
  root: string;
  /** Staff without View orders. */
  nobody: string;
  viewer: string;
  refunder: string;
  /** An unrelated paid order, whose lines, e-mails and requests another order's desk must not touch. */
  other: { orderId: number; itemIds: number[] };
}

/** The seeded shop in test mode on the stand-in's keys, its desk staff, and another order. */
export async function setUpDesk(): Promise<DeskStaff> {
  await seedDatabase();
  const root = await rootSession();
  await configurePayments(root);
  return {
    root,
    nobody: await staffCookie(root, "desk-nobody", { canManageProducts: true }),
    viewer: await staffCookie(root, "desk-viewer", { canViewOrders: true }),
    refunder: await staffCookie(root, "desk-refunder", { canViewOrders: true, canRefundOrders: true }),
    other: await stripePaidOrder([{ slug: OTHER_ESIM }]),
  };
}

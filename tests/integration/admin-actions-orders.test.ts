// The Orders list's row actions are the desk's intents posted to /admin/orders with the
// row's `orderId`, run inside workerd through React Router's static handler (as
// admin-order-desk.test.ts). Each intent: success (audited, the list stays: `{ ok: true }` and a
// toast), 403 without its permission, 400 bad input, cross-origin refused, an unknown order 404.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../worker/db/schema";
import { adminTab, expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, orderStatus } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { askForRefund } from "./order-journeys";
import { checkedOutOrder, configurePayments, stripePaidOrder } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

// A fetcher's post from a filtered list (its loaders revalidate in a request of their own).
const LIST = adminTab("orders", "?q=x");

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent(LIST, fields, cookie, origin);

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
  await configurePayments(root);
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
    const { orderId, itemIds } = await stripePaidOrder([{ slug: ESIM }, { slug: OTHER_ESIM }]);
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
    const { orderId } = await checkedOutOrder([{ slug: ESIM }]);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId }, viewer), 403);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId }, refunder, EVIL), 403);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId: "x" }, refunder), 400);
    await expectRefused(() => post({ intent: "cancel-unpaid", orderId: 999999 }, refunder), 404);
    await expectDone(post({ intent: "cancel-unpaid", orderId }, refunder), `Order #${orderId} cancelled`);
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
  });

  it("retry-fulfilment: a failed order is delivered, audited", async () => {
    const { orderId } = await checkedOutOrder([{ slug: ESIM }]);
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
    const { orderId, itemIds } = await stripePaidOrder([{ slug: sim }]);
    const ship = {
      intent: "ship",
      orderId,
      orderItemId: itemIds[0] ?? 0,
      carrier: "Pos Laju",
      trackingNumber: "EM1MY",
    };
    await expectRefused(() => post(ship, nobody), 403);
    // Shipping moves the order and e-mails the customer: View orders alone may not.
    await expectRefused(() => post(ship, viewer), 403);
    await expectRefused(() => post(ship, refunder, EVIL), 403);
    expect(await expectRefused(() => post({ ...ship, carrier: "" }, refunder), 400)).toMatchObject({
      fieldErrors: { carrier: "Carrier is required" },
    });
    await expectRefused(() => post({ ...ship, orderId: 999999 }, refunder), 404);
    expect(await orderStatus(orderId)).toBe("paid");
    await expectDone(post(ship, refunder), "Marked shipped");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_SHIPPED");
  });

  it("refund requests: listed by the loader for refunders, approved or declined, audited", async () => {
    const customer = await newCustomer("listreq");
    const approveMe = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    const declineMe = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    const ask = async (orderId: number) => askForRefund(customer.browser, orderId, await rootSession());
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
    const waiting = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    const waitingId = await ask(waiting.orderId);
    await db().run(sql`insert into refund_requests (order_id, user_id, reason, status)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 101)
      select ${declineMe.orderId}, ${customer.userId}, 'Asked again', 'declined' from n`);
    expect((await listed(refunder)).map((r) => r.id)).toEqual([waitingId]);
  });
});

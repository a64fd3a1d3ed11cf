// Each intent of the order desk's one action: success (audited), 403 without its permission,
// cross-origin refused, bad input 400, another order's line or e-mail 404.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderDeskView } from "../../app/schemas/admin/order-desk";
import { emailOutbox, orderRefunds, orders, refundRequests } from "../../worker/db/schema";
import { lastAudit, rootSession } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import {
  asPage,
  checkedOutOrder,
  DESK,
  type DeskPayment,
  type DeskStaff,
  ESIM,
  expectDone,
  expectRefused,
  load,
  OTHER_ESIM,
  orderRow,
  outcome,
  physicalSlug,
  post,
  setUpDesk,
  stripePaidOrder,
} from "./order-desk-harness";
import { askForRefund } from "./order-journeys";

let root: string;
let nobody: string;
let viewer: string;
let refunder: string;
let other: DeskStaff["other"];

beforeAll(async () => {
  ({ root, nobody, viewer, refunder, other } = await setUpDesk());
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
    const { orderId } = await checkedOutOrder([{ slug: ESIM }]);
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, viewer), 403);
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, refunder, "https://evil.test"), 403);
    await expectRefused(() => post(999999, { intent: "cancel-unpaid" }, refunder), 404);
    await expectDone(await post(orderId, { intent: "cancel-unpaid" }, refunder), orderId, /cancelled/);
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
    await expectRefused(() => post(orderId, { intent: "cancel-unpaid" }, refunder), 409);
  });

  it("retry-fulfilment: a failed order is fulfilled again and delivered, audited", async () => {
    const { orderId } = await checkedOutOrder([{ slug: ESIM }]);
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

  it("ship, then delivered: a Physical SIM line gets its carrier and tracking; the order is shipped until it arrives", async () => {
    const { orderId, itemIds } = await stripePaidOrder([{ slug: physicalSlug }]);
    const line = itemIds[0] ?? 0;
    const ship = { intent: "ship", orderItemId: line, carrier: "Pos Laju", trackingNumber: "EM123456789MY" };
    await expectRefused(() => post(orderId, ship, nobody), 403);
    // Shipping moves the order and e-mails the customer: View orders alone may not.
    await expectRefused(() => post(orderId, ship, viewer), 403);
    await expectRefused(() => post(orderId, ship, refunder, "https://evil.test"), 403);
    expect(await expectRefused(() => post(orderId, { ...ship, carrier: "" }, refunder), 400)).toMatchObject({
      fieldErrors: { carrier: "Carrier is required" },
    });
    await expectRefused(() => post(orderId, { ...ship, orderItemId: other.itemIds[0] ?? 0 }, refunder), 404);
    await expectRefused(() => post(999999, ship, refunder), 404);
    expect(await orderStatus(orderId)).toBe("paid");
    await expectDone(await post(orderId, ship, refunder), orderId, /Marked shipped/);
    expect(await orderStatus(orderId)).toBe("shipped");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_SHIPPED");
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    const lines = (page.loaderData[DESK] as { order: { lines: { fulfilment: object }[] } }).order.lines;
    expect(lines[0]?.fulfilment).toMatchObject({
      status: "shipped",
      carrier: "Pos Laju",
      trackingNumber: "EM123456789MY",
    });
    // Saying it arrived delivers the order: the same write permission as shipping it.
    const arrived = { intent: "delivered", orderItemId: line };
    await expectRefused(() => post(orderId, arrived, nobody), 403);
    await expectRefused(() => post(orderId, arrived, viewer), 403);
    await expectRefused(() => post(orderId, arrived, refunder, "https://evil.test"), 403);
    await expectRefused(
      () => post(orderId, { ...arrived, orderItemId: other.itemIds[0] ?? 0 }, refunder),
      404,
    );
    expect(await orderStatus(orderId)).toBe("shipped");
    await expectDone(await post(orderId, arrived, refunder), orderId, /Marked delivered/);
    expect(await orderStatus(orderId)).toBe("delivered");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_DELIVERED");
    await expectRefused(() => post(orderId, arrived, refunder), 409);
  });

  it("resend-email: queues one of this order's e-mails again, audited; another order's is not found", async () => {
    const { orderId } = await stripePaidOrder([{ slug: ESIM }]);
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
    const approveMe = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    const declineMe = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    const ask = async (orderId: number) => askForRefund(customer.browser, orderId, await rootSession());
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

describe("who took the money decides where a refund goes", () => {
  const figuresOf = async (orderId: number) =>
    (asPage(await load(`/admin/orders/${orderId}`, root)).loaderData[DESK] as { order: OrderDeskView }).order
      .refundable;

  it("a seeded order refunds in the shop alone, and the desk, the toast and the audit say so", async () => {
    const [seeded] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.paymentIntentId, "demo_order_paid"), eq(orders.paymentProvider, "seed")));
    if (!seeded) throw new Error("the seed's paid demo order is missing");
    const total = seeded.totalAmountSen;
    expect(await figuresOf(seeded.id)).toEqual({
      totalSen: total,
      cardSen: total,
      creditSen: 0,
      via: "seed",
    });
    const SAID = "Seeded order: refunded in the shop only, no payment provider was charged.";
    await expectDone(await post(seeded.id, { intent: "refund" }, root), seeded.id, new RegExp(SAID));
    expect(await orderRow(seeded.id)).toMatchObject({ status: "refunded", refundedAmountSen: total });
    // Stripe was never asked: no Stripe refund is listed.
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, seeded.id))).toEqual([]);
    const audit = await lastAudit();
    expect(JSON.parse(String(audit?.details))).toMatchObject({
      amountSen: total,
      provider: "seed",
      note: SAID,
    });
  });

  it("an order Stripe never saw is refused in staff's words, never Stripe's", async () => {
    const { orderId } = await stripePaidOrder([{ slug: ESIM }]);
    await db().update(orders).set({ paymentIntentId: "pi_never_seen" }).where(eq(orders.id, orderId));
    const { status, failure } = outcome(await post(orderId, { intent: "refund" }, root));
    expect(status).toBe(400);
    expect(failure?.error).toBe(
      "The payment provider has no record of this order's payment, so nothing was refunded. Check the payment in the Stripe dashboard of the account this shop uses.",
    );
    expect(await orderRow(orderId)).toMatchObject({ refundedAmountSen: 0 });
  });

  it("a real Stripe order still refunds through Stripe, the dialog naming how it was paid", async () => {
    const { orderId } = await stripePaidOrder([{ slug: ESIM }]);
    expect(await orderRow(orderId)).toMatchObject({ paymentProvider: "stripe", paymentMethod: "card" });
    expect(await figuresOf(orderId)).toEqual({ totalSen: 2500, cardSen: 2500, creditSen: 0, via: "card" });
    await expectDone(await post(orderId, { intent: "refund" }, root), orderId, /RM 25.00 to the card/);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toEqual([
      expect.objectContaining({ amountSen: 2500, stripeRefundId: expect.stringMatching(/^re_/) }),
    ]);
  });
});

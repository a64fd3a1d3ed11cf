// Refunds and cancellations through Stripe, what the order desk says a refund pays (and that it
// pays exactly that, to the card and to store credit), and what the customer's order page shows.
import { beforeAll, describe, expect, it } from "vitest";
import type { RefundSplit } from "../../app/schemas/admin/refunds";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { eventually } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import {
  chargeOf,
  checkout,
  configurePayments,
  customer,
  DEVICE_CONFIRMED,
  ESIM,
  expectPaidOrLater,
  order,
  paid,
  paymentMoves,
  payOnStandin,
  refundsOf,
  SHIPPING,
  SIM,
  standinSession,
  stock,
  webhook,
  withCart,
} from "./payment-helpers";
import { deskFigures, lineIds, refundAsShown } from "./refund-figures";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

const browsers = new Map<number, Browser>();

async function placed(items: [string, number][], body: Record<string, unknown> = {}) {
  const result = await checkout(items, body);
  browsers.set(result.orderId, result.browser);
  return result;
}

describe("refunds and cancellations", () => {
  it("lets staff with canRefundOrders refund a line, then the rest, through Stripe, audited", async () => {
    const { orderId } = await placed([
      [ESIM, 1],
      ["singapore-5gb-3-days", 1],
    ]);
    await payOnStandin(orderId);
    const viewer = await staffCookie(root, "orders.only", { canViewOrders: true });
    expect((await as(viewer).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(403);
    const refunder = await staffCookie(root, "refunds.staff", { canViewOrders: true, canRefundOrders: true });
    const detail = await json(await as(refunder).get(`/api/admin/orders/${orderId}`));
    const line = detail.items[1];
    const partial = await as(refunder).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: line.id });
    expect(partial.status).toBe(200);
    const first = await json(partial);
    expect(first).toMatchObject({ refundedSen: line.priceSen, full: false });
    expect(first.refundId).toMatch(/^re_/);
    expect(await refundsOf(orderId)).toEqual([
      { stripe_refund_id: first.refundId, amount_sen: line.priceSen, order_item_id: line.id },
    ]);
    expect((await lastAudit())?.action).toBe("ORDER_REFUND");
    expect(await order(orderId)).toMatchObject({ refunded_amount_sen: line.priceSen });
    // The customer's e-mail names the line and what this refund sent back (RM 15.00), not the order.
    const to = String((await order(orderId))?.customer_email);
    const mail = await eventually(async () =>
      (await mailbox(to)).find((m) => m.subject === `Refund issued for Singapore (order #${orderId})`),
    );
    expect(mail.text).toContain("We have refunded RM 15.00 for Singapore to your original payment method.");
    expect(mail.text).toContain("- Singapore x 1\nRefunded: RM 15.00");
    expect(mail.text).not.toContain("Japan");
    expect(mail.text).not.toContain("Total:");
    expect(mail.html).toContain("RM 15.00");
    expectPaidOrLater((await order(orderId))?.status);
    // The same line again: nothing left on it.
    expect(
      (await as(refunder).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: line.id })).status,
    ).toBe(409);
    const rest = await as(refunder).post(`/api/admin/orders/${orderId}/refund`, {});
    const second = await json(rest);
    expect(second).toMatchObject({ full: true });
    const row = await order(orderId);
    expect(await refundsOf(orderId)).toEqual([
      { stripe_refund_id: first.refundId, amount_sen: line.priceSen, order_item_id: line.id },
      {
        stripe_refund_id: second.refundId,
        amount_sen: Number(row?.total_amount_sen) - line.priceSen,
        order_item_id: null,
      },
    ]);
    expect(second.refundId).not.toBe(first.refundId);
    const chargeId = row?.stripe_charge_id;
    expect(chargeId).toMatch(/^ch_/);
    expect(row).toMatchObject({ status: "refunded", refunded_amount_sen: row?.total_amount_sen });
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid", "refunded"]);
    // Stripe's charge.refunded arriving afterwards changes nothing more.
    await webhook("charge.refunded", {
      id: "ch_x",
      object: "charge",
      amount: row?.total_amount_sen,
      amount_refunded: row?.total_amount_sen,
      refunded: true,
      currency: "myr",
      payment_intent: row?.payment_intent_id,
    });
    expect(await paymentMoves(orderId)).toEqual(["pending", "paid", "refunded"]);
    // The charge kept at payment stays; the event's charge only fills an empty one.
    expect((await order(orderId))?.stripe_charge_id).toBe(chargeId);
  });

  it("moves a paid order to refunded on charge.refunded from Stripe's dashboard", async () => {
    const { orderId } = await placed([[ESIM, 1]]);
    await webhook("checkout.session.completed", await paid(orderId));
    const row = await order(orderId);
    const half = Math.floor(Number(row?.total_amount_sen) / 2);
    const charge = {
      id: "ch_y",
      object: "charge",
      amount: row?.total_amount_sen,
      currency: "myr",
      payment_intent: row?.payment_intent_id,
    };
    await webhook("charge.refunded", { ...charge, amount_refunded: half, refunded: false });
    expect(await order(orderId)).toMatchObject({ refunded_amount_sen: half, stripe_charge_id: "ch_y" });
    expectPaidOrLater((await order(orderId))?.status);
    await webhook("charge.refunded", { ...charge, amount_refunded: row?.total_amount_sen, refunded: true });
    expect(await order(orderId)).toMatchObject({
      status: "refunded",
      refunded_amount_sen: row?.total_amount_sen,
    });
  });

  it("lets staff cancel an unpaid order: its session expires and its stock comes back", async () => {
    const before = await stock(SIM);
    const { orderId } = await placed([[SIM, 1]], SHIPPING);
    const res = await as(root).post(`/api/admin/orders/${orderId}/cancel`);
    expect(res.status).toBe(200);
    expect((await order(orderId))?.status).toBe("cancelled");
    expect((await lastAudit())?.action).toBe("ORDER_CANCEL");
    expect(await stock(SIM)).toEqual(before);
    const session = await standinSession(String((await order(orderId))?.stripe_checkout_session_id));
    expect(session.status).toBe("expired");
    expect((await as(root).post(`/api/admin/orders/${orderId}/cancel`)).status).toBe(409);
  });

  it("takes a customer's refund request for a paid eSIM, which staff approve", async () => {
    const { orderId, browser } = await placed([[ESIM, 1]]);
    expect(
      (await browser.post(`/api/user/orders/${orderId}/refund-request`, { reason: "Trip cancelled" })).status,
    ).toBe(409);
    await payOnStandin(orderId);
    const asked = await browser.post(`/api/user/orders/${orderId}/refund-request`, {
      reason: "Trip cancelled",
    });
    expect(asked.status).toBe(201);
    expect((await json(asked)).refundRequest).toMatchObject({ status: "requested" });
    const { requests } = await json(await as(root).get("/api/admin/refund-requests"));
    const request = requests.find((r: { orderId: number }) => r.orderId === orderId);
    const approved = await as(root).post(`/api/admin/refund-requests/${request.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await order(orderId))?.status).toBe("refunded");
    expect((await lastAudit())?.action).toBe("REFUND_REQUEST_APPROVE");
  });
});

describe("GET /api/user/orders/:id", () => {
  it("answers the owner with lines, totals and timeline, and anyone else 404", async () => {
    const { orderId, browser } = await placed([[ESIM, 1]]);
    const mine = await browser.get(`/api/user/orders/${orderId}`);
    expect(mine.status).toBe(200);
    const detail = await json(mine);
    expect(detail).toMatchObject({ id: orderId, status: "pending", currency: "myr" });
    expect(detail.items).toHaveLength(1);
    expect(detail.timeline[0]).toMatchObject({ to: "pending", by: "customer" });
    const other = await customer();
    expect((await other.browser.get(`/api/user/orders/${orderId}`)).status).toBe(404);
    expect((await other.browser.get("/api/user/orders/99999999")).status).toBe(404);
    expect((await new Browser().get(`/api/user/orders/${orderId}`)).status).toBe(401);
  });
});

async function grantCredit(userId: number, amount: number) {
  const res = await as(root).post(`/api/admin/users/${userId}/credit`, { amount, reason: "Goodwill" });
  expect(res.status).toBe(201);
}

const split = (totalSen: number, cardSen: number, creditSen: number) => ({ totalSen, cardSen, creditSen });

describe("what the order desk says a refund pays, it pays", () => {
  it("a promotion-code order: each line its share of what was paid, then the rest", async () => {
    const code = "DESKTEN";
    const made = await as(root).post("/api/admin/promotions", { code, kind: "amount", value: 1140 });
    expect(made.status).toBe(201);
    // RM 25.00 + RM 89.00 less RM 11.40: RM 22.50 and RM 80.10, RM 102.60 on the card.
    const buyer = await withCart([
      [ESIM, 1],
      ["japan-unlimited-15-days", 1],
    ]);
    expect((await buyer.browser.post("/api/cart/promo", { code })).status).toBe(200);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    await payOnStandin(orderId);
    const first = await deskFigures(orderId, root);
    expect(first).toEqual({
      order: split(10_260, 10_260, 0),
      lines: [split(2250, 2250, 0), split(8010, 8010, 0)],
    });
    const ids = await lineIds(orderId);
    await refundAsShown(root, orderId, split(2250, 2250, 0), ids[0]);
    // After that line's refund: nothing more on it, the other line and the rest unchanged.
    const second = await deskFigures(orderId, root);
    expect(second).toEqual({
      order: split(8010, 8010, 0),
      lines: [split(0, 0, 0), split(8010, 8010, 0)],
    });
    await refundAsShown(root, orderId, second.order);
    expect(await order(orderId)).toMatchObject({ status: "refunded", refunded_amount_sen: 10_260 });
    expect((await deskFigures(orderId, root)).order).toEqual(split(0, 0, 0));
  });

  it("an order paid wholly with credit: the desk offers its RM 25.00 back as credit, and pays it", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    await grantCredit(buyer.id, 3000);
    const { orderId } = await json(
      await buyer.browser.post("/api/checkout", { ...DEVICE_CONFIRMED, useCredit: true }),
    );
    expect(await order(orderId)).toMatchObject({ total_amount_sen: 0, payment_intent_id: null });
    expect(await deskFigures(orderId, root)).toEqual({
      order: split(2500, 0, 2500),
      lines: [split(2500, 0, 2500)],
    });
    await refundAsShown(root, orderId, split(2500, 0, 2500));
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await order(orderId)).toMatchObject({ status: "refunded", credit_refunded_sen: 2500 });
  });

  it("a card and credit order: the card first, then credit, line by line, as the desk splits it", async () => {
    // RM 25.00 + RM 19.00 with RM 15.00 of credit: RM 29.00 on the card.
    const buyer = await withCart([
      [ESIM, 1],
      ["south-korea-3gb-5-days", 1],
    ]);
    await grantCredit(buyer.id, 1500);
    const { orderId } = await json(
      await buyer.browser.post("/api/checkout", { ...DEVICE_CONFIRMED, useCredit: true }),
    );
    await payOnStandin(orderId);
    expect(await deskFigures(orderId, root)).toEqual({
      order: split(4400, 2900, 1500),
      lines: [split(2500, 2500, 0), split(1900, 1900, 0)],
    });
    const ids = await lineIds(orderId);
    await refundAsShown(root, orderId, split(2500, 2500, 0), ids[0]);
    // RM 4.00 is left on the card: the second line takes it, and RM 15.00 of credit.
    const after = await deskFigures(orderId, root);
    expect(after.lines[1]).toEqual(split(1900, 400, 1500));
    await refundAsShown(root, orderId, after.lines[1] as RefundSplit, ids[1]);
    expect(await order(orderId)).toMatchObject({
      status: "refunded",
      refunded_amount_sen: 2900,
      credit_refunded_sen: 1500,
    });
  });

  it("a line after a partial refund in Stripe's dashboard: never more than is left on the order", async () => {
    const { orderId } = await placed([
      [ESIM, 1],
      ["japan-unlimited-15-days", 1],
    ]);
    await payOnStandin(orderId);
    const intent = String((await order(orderId))?.payment_intent_id);
    // RM 100.00 of RM 114.00 refunded in the dashboard: RM 14.00 is left, whichever line.
    await webhook("charge.refunded", { ...(await chargeOf(intent)), amount_refunded: 10_000 });
    expect(await deskFigures(orderId, root)).toEqual({
      order: split(1400, 1400, 0),
      lines: [split(1400, 1400, 0), split(1400, 1400, 0)],
    });
    await refundAsShown(root, orderId, split(1400, 1400, 0), (await lineIds(orderId))[1]);
    expect(await order(orderId)).toMatchObject({ status: "refunded", refunded_amount_sen: 11_400 });
  });
});

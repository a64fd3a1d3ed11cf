// The order desk's refund figures beside what a refund then pays back (on the Stripe stand-in's
// charge and as refund credit in the ledger), for tests that hold one to the other.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { OrderDeskView } from "../../app/schemas/admin/order-desk";
import type { RefundSplit } from "../../app/schemas/admin/refunds";
import { asPage, DESK, expectDone, load, post } from "./order-desk-harness";
import { chargeOf, order } from "./payment-helpers";

/** What the order desk offers to refund: the rest of the order, and each line. */
export async function deskFigures(orderId: number, staff: string) {
  const { order: view } = asPage(await load(`/admin/orders/${orderId}`, staff)).loaderData[DESK] as {
    order: OrderDeskView;
  };
  // The figures only: where the payment's part goes (`via`) is the dialog's words, tested on their own.
  const figures = ({ via: _, ...split }: RefundSplit) => split;
  return { order: figures(view.refundable), lines: view.lines.map((line) => figures(line.refundable)) };
}

/** What has gone back so far: on the Stripe stand-in's charge, and as refund credit in the ledger. */
async function paidBack(orderId: number) {
  const intent = (await order(orderId))?.payment_intent_id;
  const charge = typeof intent === "string" ? await chargeOf(intent) : { amount_refunded: 0 };
  const credit = await env.DB.prepare(
    "select coalesce(sum(amount_sen), 0) as n from credit_grants where kind = 'refund' and source_order_id = ?",
  )
    .bind(orderId)
    .first<{ n: number }>();
  return { cardSen: Number(charge.amount_refunded), creditSen: Number(credit?.n) };
}

/** Refund on the desk (one line, or the rest) and check it paid back what the desk said, no more. */
export async function refundAsShown(
  staff: string,
  orderId: number,
  shown: Omit<RefundSplit, "via">,
  orderItemId?: number,
) {
  const before = await paidBack(orderId);
  const fields = { intent: "refund", ...(orderItemId ? { orderItemId } : {}) };
  await expectDone(await post(orderId, fields, staff), orderId, /refunded/);
  const after = await paidBack(orderId);
  expect({
    totalSen: after.cardSen + after.creditSen - before.cardSen - before.creditSen,
    cardSen: after.cardSen - before.cardSen,
    creditSen: after.creditSen - before.creditSen,
  }).toEqual(shown);
}

/** The order's line ids, in line order. */
export const lineIds = async (orderId: number) =>
  (
    await env.DB.prepare("select id from order_items where order_id = ? order by id")
      .bind(orderId)
      .all<{ id: number }>()
  ).results.map((row) => row.id);

import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { formatRm } from "../../../app/lib/money";
import { SEEDED_REFUND } from "../../../app/lib/refund-words";
import { isRefundable, REFUNDABLE_STATUSES } from "../../../app/schemas/order-lifecycle";
import type { Database } from "../../db/client";
import { orderItems, orderRefunds, orders, refundRequests } from "../../db/schema";
import { createRefund } from "../../integrations/stripe";
import { type Actor, auditInsert } from "../audit/log";
import { cancelPendingOrder } from "../checkout/cancel";
import { clawbackStatements } from "../credit/clawback";
import { returnCreditStatements } from "../credit/ledger";
import { dispatchOrderEmails, refundIssuedEmailStatement } from "../email/outbox";
import { ConflictError, NotFoundError, UnavailableError } from "../errors";
import { getUserOrder } from "../orders/detail";
import { cancelRefundedEsims, supplierOf, usedEsimsOf, withdrawEsimsStatement } from "../orders/esim-refunds";
import { moveFromAnyStatements } from "../orders/lifecycle";
import { creditNoteStatement } from "../receipts/numbers";
import { paymentConfig } from "./config";
import { refundable } from "./refundable";

export interface StaffRefund {
  actor: Actor;
  orderId: number;
  /** One line's refund; without it, the whole remaining amount. */
  orderItemId?: number;
  /** Written in the same batch (the decided refund request). */
  extra?: BatchItem<"sqlite">[];
  /** The audit row's action, ORDER_REFUND unless the refund answers a request. */
  action?: string;
  auditDetails?: Record<string, unknown>;
  now?: number;
}

/**
 * Staff refund through Stripe's refunds API: the whole remaining amount, or one line's. The
 * idempotency key names the order, the line and how much was refunded before, so a double click
 * cannot refund twice while a later refund of another line gets its own key. The refunded amounts
 * only ever grow (max), so the charge.refunded webhook and this batch agree whichever lands first.
 */
export async function refundOrder(db: Database, env: Env, refund: StaffRefund) {
  const { actor, orderId, orderItemId, now = Date.now() } = refund;
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  // An order credit paid in full has no payment intent: it is refunded in credit alone.
  if (!isRefundable(order.status) || (!order.paymentIntentId && order.totalAmountSen > 0)) {
    throw new ConflictError(`Only a paid order can be refunded (this one is ${order.status})`);
  }
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const item = orderItemId ? items.find((line) => line.id === orderItemId) : undefined;
  if (orderItemId && !item) throw new NotFoundError("Order line not found");
  // The same sum the order desk shows before staff confirm (refundable.ts).
  const owed = refundable(order, items);
  const { totalSen: amount, cardSen, creditSen } = (item && owed.lines.get(item.id)) || owed.order;
  if (amount <= 0) throw new ConflictError("Nothing left to refund");
  const creditLeft = order.creditAmountSen - order.creditRefundedSen;
  // A seeded order's payment id was never Stripe's: its refund is recorded here, and nowhere else.
  const seeded = order.paymentProvider === "seed";
  const stripeRefund =
    cardSen > 0 && !seeded ? await refundCard(db, env, { order, orderItemId, amountSen: cardSen }) : null;
  const refundedAfter = order.refundedAmountSen + cardSen;
  const full = refundedAfter >= order.totalAmountSen && creditSen >= creditLeft;
  const refundId =
    stripeRefund?.id ??
    (seeded && cardSen > 0
      ? `seed-${orderId}-${order.refundedAmountSen}`
      : `credit-${orderId}-${order.creditRefundedSen}`);
  // A full refund withdraws every eSIM of the order; a line's refund, that line's.
  const scope = { orderId, orderItemId: full ? null : (item?.id ?? null) };
  await db.batch([
    db
      .update(orders)
      .set({ refundedAmountSen: sql`max(${orders.refundedAmountSen}, ${refundedAfter})` })
      .where(eq(orders.id, orderId)),
    // Stripe's id for the desk; a replayed idempotent call answers the same refund, recorded once.
    ...(stripeRefund
      ? [
          db
            .insert(orderRefunds)
            .values({
              orderId,
              orderItemId: item?.id ?? null,
              stripeRefundId: stripeRefund.id,
              amountSen: stripeRefund.amount,
              createdBy: actor.id,
              createdAt: new Date(now),
            })
            .onConflictDoNothing({ target: orderRefunds.stripeRefundId }),
        ]
      : []),
    ...(creditSen > 0 ? returnCreditStatements(db, { orderId, upToSen: creditSen, now }) : []),
    // A friend's order refunded: the referrer's reward for it comes back (decision 0062).
    ...clawbackStatements(db, { orderId, cause: "refund", now }),
    creditNoteStatement(db, orderId, now),
    ...(item
      ? [
          db
            .update(orderItems)
            .set({
              refundedAmountSen: sql`max(${orderItems.refundedAmountSen}, ${item.refundedAmountSen + amount})`,
            })
            .where(eq(orderItems.id, item.id)),
        ]
      : []),
    ...(full
      ? moveFromAnyStatements(db, {
          orderId,
          // Any refundable status: fulfilment can move paid → delivered while Stripe answers.
          from: REFUNDABLE_STATUSES,
          to: "refunded",
          cause: `staff:${actor.id}`,
          note: `Refunded ${formatRm(refundedAfter + order.creditRefundedSen + creditSen)}${seeded ? " (seeded order: in the shop only, no payment provider was charged)" : ""}`,
          at: new Date(now),
        })
      : []),
    refundIssuedEmailStatement(
      db,
      orderId,
      full || !item ? undefined : { refundId, amountSen: amount, orderItemId: item.id },
    ),
    withdrawEsimsStatement(db, scope),
    ...(refund.extra ?? []),
    auditInsert(
      db,
      actor,
      {
        action: refund.action ?? "ORDER_REFUND",
        targetType: "order",
        targetId: orderId,
        details: {
          amountSen: amount,
          creditSen,
          orderItemId: orderItemId ?? null,
          refundId,
          full,
          // Said in the audit log: no provider was asked, nothing left the shop's accounts.
          ...(seeded ? { provider: "seed", note: SEEDED_REFUND } : {}),
          ...refund.auditDetails,
        },
      },
      now,
    ),
  ]);
  await dispatchOrderEmails(env, db, orderId);
  await cancelRefundedEsims(db, supplierOf(env), scope);
  const via = seeded ? "seed" : order.paymentMethod;
  return { orderId, refundedSen: amount, creditSen, refundId, full, via };
}

/**
 * The card's part of a refund, through Stripe's refunds API. The idempotency key names the payment,
 * the line and how much was refunded before, so a double click cannot refund twice while a later
 * refund of another line gets its own key. The payment intent, not the order id: order ids repeat
 * across databases sharing one Stripe account (staging, a developer's machine, parallel tests), and
 * Stripe would answer one database's refund with another's.
 */
async function refundCard(
  db: Database,
  env: Env,
  card: { order: typeof orders.$inferSelect; orderItemId?: number; amountSen: number },
) {
  const { order, orderItemId } = card;
  const config = await paymentConfig(db, env);
  if (!config.keys) throw new UnavailableError("Card payments are not configured");
  return createRefund(config.keys, {
    paymentIntentId: order.paymentIntentId ?? "",
    amountSen: card.amountSen,
    idempotencyKey: `refund-${order.paymentIntentId}-${orderItemId ?? "all"}-${order.refundedAmountSen}`,
    metadata: { orderId: String(order.id), ...(orderItemId ? { orderItemId: String(orderItemId) } : {}) },
  });
}

/** Staff cancel an unpaid order (its session is expired first); audited in the same batch. */
export async function staffCancelOrder(
  db: Database,
  env: Env,
  cancel: { actor: Actor; orderId: number; now?: number },
) {
  const { actor, orderId, now = Date.now() } = cancel;
  return cancelPendingOrder(db, env, {
    orderId,
    cause: `staff:${actor.id}`,
    note: "Cancelled by staff",
    extra: [auditInsert(db, actor, { action: "ORDER_CANCEL", targetType: "order", targetId: orderId }, now)],
    now,
  });
}

/** A customer asks for the refund SPEC.md §9 promises (unused eSIM, within 7 days of payment). */
export async function requestRefund(
  db: Database,
  request: { userId: number; orderId: number; reason: string; now?: number },
) {
  const { userId, orderId, reason, now = Date.now() } = request;
  const order = await getUserOrder(db, userId, orderId, { now });
  if (!order.canRequestRefund) {
    throw new ConflictError(
      "This order cannot be refunded: refunds are for unused eSIMs within 7 days of purchase",
    );
  }
  await db.insert(refundRequests).values({ orderId, userId, reason, createdAt: new Date(now) });
  return getUserOrder(db, userId, orderId, { now });
}

async function openRequest(db: Database, requestId: number) {
  const request = await db.select().from(refundRequests).where(eq(refundRequests.id, requestId)).get();
  if (!request) throw new NotFoundError("Refund request not found");
  if (request.status !== "requested") throw new ConflictError(`This request was already ${request.status}`);
  return request;
}

interface RefundDecision {
  requestId: number;
  actor: Actor;
  status: "approved" | "declined";
  now: number;
}

const decide = (db: Database, { requestId, actor, status, now }: RefundDecision) =>
  db
    .update(refundRequests)
    .set({ status, decidedBy: actor.id, decidedAt: new Date(now) })
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, "requested")));

/**
 * Approve a customer's request: a full refund, but only for eSIMs nobody has installed or used
 * (SPEC.md §9). When the supplier says otherwise (or cannot say), approving takes a staff decision,
 * `override`, which the audit row records with what the supplier said.
 */
export async function approveRefundRequest(
  db: Database,
  env: Env,
  approval: { actor: Actor; requestId: number; override?: boolean; now?: number },
) {
  const { actor, requestId, now = Date.now() } = approval;
  const request = await openRequest(db, requestId);
  const used = await usedEsimsOf(db, supplierOf(env), request.orderId);
  if (used.length > 0 && !approval.override) {
    throw new ConflictError(
      { key: "refundDesk.error.usedEsims", values: { count: used.length } },
      { usedEsims: used },
    );
  }
  return refundOrder(db, env, {
    actor,
    orderId: request.orderId,
    extra: [decide(db, { requestId, actor, status: "approved", now })],
    action: "REFUND_REQUEST_APPROVE",
    auditDetails: used.length > 0 ? { override: true, usedEsims: used } : {},
    now,
  });
}

export async function declineRefundRequest(db: Database, actor: Actor, requestId: number, now = Date.now()) {
  const request = await openRequest(db, requestId);
  await db.batch([
    decide(db, { requestId, actor, status: "declined", now }),
    auditInsert(
      db,
      actor,
      {
        action: "REFUND_REQUEST_DECLINE",
        targetType: "order",
        targetId: request.orderId,
        details: { requestId },
      },
      now,
    ),
  ]);
  return { id: requestId, status: "declined" as const };
}

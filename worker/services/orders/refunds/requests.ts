import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { orders, refundRequests, users } from "../../../db/schema";
import type { Actor } from "../../audit/log";
import { auditInsert } from "../../audit/log";
import { ConflictError, NotFoundError } from "../../errors";
import { getUserOrder } from "../detail";
import { supplierOf, usedEsimsOf } from "./esim-withdrawals";
import { refundable } from "./refundable";
import { refundOrder } from "./staff-refund";

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

/** Refund requests for the back office, with what approving each would refund. */
export async function listRefundRequests(db: Database, { openOnly = false } = {}) {
  const query = db
    .select({
      id: refundRequests.id,
      orderId: refundRequests.orderId,
      reason: refundRequests.reason,
      status: refundRequests.status,
      createdAt: refundRequests.createdAt,
      username: users.username,
      totalAmountSen: orders.totalAmountSen,
      refundedAmountSen: orders.refundedAmountSen,
      order: {
        status: orders.status,
        paymentIntentId: orders.paymentIntentId,
        paymentMethod: orders.paymentMethod,
        paymentProvider: orders.paymentProvider,
        totalAmountSen: orders.totalAmountSen,
        refundedAmountSen: orders.refundedAmountSen,
        creditAmountSen: orders.creditAmountSen,
        creditRefundedSen: orders.creditRefundedSen,
        discountAmountSen: orders.discountAmountSen,
        referralDiscountSen: orders.referralDiscountSen,
      },
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(openOnly ? eq(refundRequests.status, "requested") : undefined)
    .orderBy(desc(refundRequests.id))
    .$dynamic();
  // Every open request, however old: the list is where staff answer them. The history is capped.
  const rows = await (openOnly ? query : query.limit(100));
  // What approving one would refund (the rest of the order), from the function the refund runs.
  return rows.map(({ order, ...request }) => ({ ...request, refundable: refundable(order, []).order }));
}

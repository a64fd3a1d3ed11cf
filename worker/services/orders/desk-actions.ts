import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ApproveRefundRequestSchema } from "../../../app/schemas/checkout";
import type { Database } from "../../db/client";
import { emailOutbox, orders, refundRequests } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { resendEmail } from "../email/messages";
import { NotFoundError } from "../errors";
import { approveRefundRequest, declineRefundRequest } from "./refunds/requests";

// What the order desk does to a record that hangs off the order it shows (an e-mail, a refund
// request). The record must belong to that order: anything else is a 404, as if it did not exist,
// so a page for one order cannot act on another.

interface OrderEmail {
  orderId: number;
  emailId: number;
}

interface OrderRefundRequest {
  orderId: number;
  requestId: number;
}

export async function resendOrderEmail(
  db: Database,
  env: Env,
  actor: Actor,
  { orderId, emailId }: OrderEmail,
) {
  await requireOrder(db, orderId);
  await requireOwnEmail(db, orderId, emailId);
  return resendEmail(db, env, { actor, id: emailId });
}

export async function approveOrderRefundRequest(
  db: Database,
  env: Env,
  actor: Actor,
  input: OrderRefundRequest & z.output<typeof ApproveRefundRequestSchema>,
) {
  const { orderId, requestId, ...decision } = input;
  await requireOrder(db, orderId);
  await requireOwnRefundRequest(db, orderId, requestId);
  return approveRefundRequest(db, env, { actor, requestId, ...decision });
}

export async function declineOrderRefundRequest(
  db: Database,
  actor: Actor,
  { orderId, requestId }: OrderRefundRequest,
) {
  await requireOrder(db, orderId);
  await requireOwnRefundRequest(db, orderId, requestId);
  return declineRefundRequest(db, actor, requestId);
}

/**
 * Staff looked into the supplier's figures (and refunded, topped up or told the customer as
 * needed): the flag comes off, and the audit keeps what it said.
 */
export async function markSupplierChecked(db: Database, actor: Actor, orderId: number, now = Date.now()) {
  const row = await db
    .select({ id: orders.id, supplierMismatch: orders.supplierMismatch })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!row) throw new NotFoundError("Order not found");
  if (row.supplierMismatch === null) return { orderId, cleared: false };
  await db.batch([
    db.update(orders).set({ supplierMismatch: null }).where(eq(orders.id, orderId)),
    auditInsert(
      db,
      actor,
      {
        action: "order.supplier_checked",
        targetType: "order",
        targetId: orderId,
        details: { flag: row.supplierMismatch },
      },
      now,
    ),
  ]);
  return { orderId, cleared: true };
}

async function requireOrder(db: Database, orderId: number) {
  const row = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).get();
  if (!row) throw new NotFoundError("Order not found");
}

async function requireOwnEmail(db: Database, orderId: number, emailId: number) {
  const row = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.orderId, orderId)))
    .get();
  if (!row) throw new NotFoundError("E-mail not found");
}

async function requireOwnRefundRequest(db: Database, orderId: number, requestId: number) {
  const row = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.orderId, orderId)))
    .get();
  if (!row) throw new NotFoundError("Refund request not found");
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fulfilments, orderItems, products } from "../../db/schema";

/**
 * One fulfilment row per line of the order, claimed in the batch that makes it paid (unique by
 * order item, so writing them twice is harmless). Each gets our own supplier request id.
 */
export function fulfilmentRowsStatement(db: Database, orderId: number) {
  // Drizzle's insert-select lists every column in table order (its batch cannot bind a raw
  // statement's parameters): each value is named by its column, and drizzle checks the names.
  const nowMs = sql`cast(unixepoch('subsec') * 1000 as integer)`;
  return db
    .insert(fulfilments)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          orderId: orderItems.orderId,
          orderItemId: sql`${orderItems.id}`.as("order_item_id"),
          kind: products.type,
          status: sql`'pending'`.as("status"),
          requestId: sql`'jal-' || ${orderItems.id} || '-' || lower(hex(randomblob(6)))`.as("request_id"),
          packageCode: products.supplierPackage,
          quantity: orderItems.quantity,
          supplier: sql`null`.as("supplier"),
          supplierRef: sql`null`.as("supplier_ref"),
          leaseUntil: sql`null`.as("lease_until"),
          attempts: sql`0`.as("attempts"),
          topupBaseline: sql`null`.as("topup_baseline"),
          lastError: sql`null`.as("last_error"),
          carrier: sql`null`.as("carrier"),
          trackingNumber: sql`null`.as("tracking_number"),
          shippedAt: sql`null`.as("shipped_at"),
          shippedBy: sql`null`.as("shipped_by"),
          deliveredAt: sql`null`.as("delivered_at"),
          createdAt: nowMs.as("created_at"),
          updatedAt: nowMs.as("updated_at"),
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId)),
    )
    .onConflictDoNothing();
}

/** The lines of an order with what fulfilment needs to know about each. */
export async function fulfilmentLines(db: Database, orderId: number) {
  return db
    .select({
      id: fulfilments.id,
      orderItemId: fulfilments.orderItemId,
      kind: fulfilments.kind,
      status: fulfilments.status,
      requestId: fulfilments.requestId,
      packageCode: fulfilments.packageCode,
      quantity: fulfilments.quantity,
      supplierRef: fulfilments.supplierRef,
      attempts: fulfilments.attempts,
      topupBaseline: fulfilments.topupBaseline,
      leaseUntil: fulfilments.leaseUntil,
      lastError: fulfilments.lastError,
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
      shippedAt: fulfilments.shippedAt,
      deliveredAt: fulfilments.deliveredAt,
      productName: products.name,
    })
    .from(fulfilments)
    .innerJoin(orderItems, eq(orderItems.id, fulfilments.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(fulfilments.orderId, orderId))
    .orderBy(fulfilments.orderItemId);
}

export type FulfilmentLine = Awaited<ReturnType<typeof fulfilmentLines>>[number];

/** A line is finished when its eSIMs are stored or its SIM is shipped (nothing more to send). */
export const lineFinished = (line: Pick<FulfilmentLine, "status">) =>
  line.status === "done" || line.status === "shipped" || line.status === "delivered";

/** A line is in the customer's hands: its eSIMs are stored or its SIM arrived. */
export const lineArrived = (line: Pick<FulfilmentLine, "status">) =>
  line.status === "done" || line.status === "delivered";

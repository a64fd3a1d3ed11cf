import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fulfilments, orderItems, products } from "../../db/schema";

/**
 * One fulfilment row per line of the order, claimed in the batch that makes it paid (unique by
 * order item, so writing them twice is harmless). Each gets our own supplier request id.
 */
export function fulfilmentRowsStatement(db: Database, orderId: number) {
  // Every column in table order (insert-select; drizzle's batch cannot bind db.run parameters).
  return db
    .insert(fulfilments)
    .select(
      sql`select null, ${orderItems.orderId}, ${orderItems.id}, ${products.type}, 'pending',
        'jal-' || ${orderItems.id} || '-' || lower(hex(randomblob(6))), ${products.supplierPackage},
        ${orderItems.quantity}, null, null, null, 0, null, null, null, null, null, ${nowMs}, ${nowMs}
      from ${orderItems} inner join ${products} on ${products.id} = ${orderItems.productId}
      where ${orderItems.orderId} = ${orderId}`,
    )
    .onConflictDoNothing();
}

const nowMs = sql`cast(unixepoch('subsec') * 1000 as integer)`;

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
      leaseUntil: fulfilments.leaseUntil,
      lastError: fulfilments.lastError,
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
      shippedAt: fulfilments.shippedAt,
      productName: products.name,
    })
    .from(fulfilments)
    .innerJoin(orderItems, eq(orderItems.id, fulfilments.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(fulfilments.orderId, orderId))
    .orderBy(fulfilments.orderItemId);
}

export type FulfilmentLine = Awaited<ReturnType<typeof fulfilmentLines>>[number];

/** A line is finished when its eSIMs are stored or its SIM is shipped. */
export const lineFinished = (line: Pick<FulfilmentLine, "status">) =>
  line.status === "done" || line.status === "shipped";

import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inventory, orders } from "../../db/schema";

/**
 * Physical SIM stock of one order. Reserved at checkout (see checkout.ts), then either taken for
 * good when the order is paid or released when it is cancelled. Each runs only while the order is
 * in the status that justifies it and its stock is still `reserved`, and flips `stock_state`, so
 * a statement replayed by a duplicate webhook changes nothing. Put them after the move in the batch.
 */
const lineSum = (orderId: number) =>
  sql`coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = ${orderId}
    and oi.product_id = ${inventory.productId} and oi.product_type = 'Physical SIM'), 0)`;

const orderLines = (orderId: number) =>
  sql`${inventory.productId} in (select product_id from order_items where order_id = ${orderId} and product_type = 'Physical SIM')`;

const orderIs = (orderId: number, status: "cancelled" | "paid") =>
  sql`exists (select 1 from orders o where o.id = ${orderId} and o.status = ${status} and o.stock_state = 'reserved')`;

export function releaseStockStatements(db: Database, orderId: number, now = Date.now()) {
  return [
    db
      .update(inventory)
      .set({
        reservedQuantity: sql`max(0, ${inventory.reservedQuantity} - ${lineSum(orderId)})`,
        lastUpdated: new Date(now),
      })
      .where(and(orderLines(orderId), orderIs(orderId, "cancelled"))),
    db
      .update(orders)
      .set({ stockState: "released" })
      .where(
        sql`${orders.id} = ${orderId} and ${orders.status} = 'cancelled' and ${orders.stockState} = 'reserved'`,
      ),
  ] as const;
}

export function takeStockStatements(db: Database, orderId: number, now = Date.now()) {
  return [
    db
      .update(inventory)
      .set({
        stockQuantity: sql`max(0, ${inventory.stockQuantity} - ${lineSum(orderId)})`,
        reservedQuantity: sql`max(0, ${inventory.reservedQuantity} - ${lineSum(orderId)})`,
        lastUpdated: new Date(now),
      })
      .where(and(orderLines(orderId), orderIs(orderId, "paid"))),
    db
      .update(orders)
      .set({ stockState: "taken" })
      .where(
        sql`${orders.id} = ${orderId} and ${orders.status} = 'paid' and ${orders.stockState} = 'reserved'`,
      ),
  ] as const;
}

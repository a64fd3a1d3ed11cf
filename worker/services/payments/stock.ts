import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Physical SIM stock of one order. Reserved at checkout (see checkout.ts), then either taken for
 * good when the order is paid or released when it is cancelled. Each runs only while the order is
 * in the status that justifies it and its stock is still `reserved`, and flips `stock_state`, so
 * a statement replayed by a duplicate webhook changes nothing. Put them after the move in the batch.
 */
const lineSum = (orderId: number) =>
  sql`coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = ${orderId}
    and oi.product_id = inventory.product_id and oi.product_type = 'Physical SIM'), 0)`;

const orderLines = (orderId: number) =>
  sql`product_id in (select product_id from order_items where order_id = ${orderId} and product_type = 'Physical SIM')`;

export function releaseStockStatements(db: Database, orderId: number, now = Date.now()) {
  return [
    db.run(sql`update inventory set reserved_quantity = max(0, reserved_quantity - ${lineSum(orderId)}),
      last_updated = ${now}
      where ${orderLines(orderId)}
      and exists (select 1 from orders where id = ${orderId} and status = 'cancelled' and stock_state = 'reserved')`),
    db.run(sql`update orders set stock_state = 'released'
      where id = ${orderId} and status = 'cancelled' and stock_state = 'reserved'`),
  ] as const;
}

export function takeStockStatements(db: Database, orderId: number, now = Date.now()) {
  return [
    db.run(sql`update inventory set stock_quantity = max(0, stock_quantity - ${lineSum(orderId)}),
      reserved_quantity = max(0, reserved_quantity - ${lineSum(orderId)}), last_updated = ${now}
      where ${orderLines(orderId)}
      and exists (select 1 from orders where id = ${orderId} and status = 'paid' and stock_state = 'reserved')`),
    db.run(sql`update orders set stock_state = 'taken'
      where id = ${orderId} and status = 'paid' and stock_state = 'reserved'`),
  ] as const;
}

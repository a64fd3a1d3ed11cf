import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { canTransition } from "../../../app/schemas/order-lifecycle";
import type { Database } from "../../db/client";
import { type OrderStatus, orderEvents, orders } from "../../db/schema";

/** Who or what moved an order: "webhook:evt_…", "staff:12", "customer:7", "system:expiry". */
export type OrderCause = `${"webhook" | "staff" | "customer" | "system"}:${string}`;

export interface OrderMove {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  cause: OrderCause;
  note?: string;
  at?: Date;
}

/**
 * The two statements of one status move, to run in a D1 batch together with whatever the move
 * causes (stock, outbox, fulfilment rows). The update only matches while the order is still in
 * `from`; the event row is inserted only when that update changed the row, so a move raced by
 * another (a webhook delivered twice) changes nothing and writes no event. Read back with
 * `movedOrder()` or check `changes` of the first result.
 */
export function moveStatements(db: Database, move: OrderMove): [BatchItem<"sqlite">, BatchItem<"sqlite">] {
  if (!canTransition(move.from, move.to)) {
    throw new Error(`Order ${move.orderId}: ${move.from} → ${move.to} is not an allowed transition`);
  }
  const at = move.at ?? new Date();
  const update = db
    .update(orders)
    .set({ status: move.to, updatedAt: at })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)));
  // Inserted only if the update above won: the order now has `to` and no event for this move yet.
  // (An insert … select builder, not `db.run(sql)`: drizzle's D1 batch cannot bind a raw query's params.)
  const event = db.insert(orderEvents).select(sqlEventIfMoved(move, at));
  return [update, event];
}

/** Every column of order_events in table order (id left to AUTOINCREMENT), only when the update matched. */
function sqlEventIfMoved(move: OrderMove, at: Date) {
  return sql`select null, ${move.orderId}, ${move.from}, ${move.to}, ${move.cause}, ${move.note ?? null}, ${at.getTime()}
    where changes() > 0`;
}

/** The timeline of one order, oldest first. */
export async function orderTimeline(db: Database, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

/**
 * A move whose starting status may change between reading the order and committing the batch (a
 * refund racing the fulfilment queue's paid → delivered): one conditional pair per allowed start.
 * At most one pair matches, so the order moves once and gets one event.
 */
export function moveFromAnyStatements(
  db: Database,
  move: Omit<OrderMove, "from"> & { from: readonly OrderStatus[] },
): BatchItem<"sqlite">[] {
  return move.from
    .filter((from) => canTransition(from, move.to))
    .flatMap((from) => moveStatements(db, { ...move, from }));
}

import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { fulfilments, orders } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { moveStatements } from "../orders/lifecycle";
import { fulfilmentLines, lineArrived } from "./rows";

/**
 * Staff say a shipped Physical SIM reached the customer (from the courier's tracking page or the
 * customer's word). The line becomes `delivered`; the order follows once every line is in the
 * customer's hands. The audit row goes in the same batch.
 */
export async function markLineDelivered(
  db: Database,
  {
    actor,
    orderId,
    orderItemId,
    now = Date.now(),
  }: { actor: Actor; orderId: number; orderItemId: number; now?: number },
) {
  const order = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  if (order.status !== "shipped" && order.status !== "paid")
    throw new ConflictError(`Only a shipped order can be delivered (this one is ${order.status})`);
  const lines = await fulfilmentLines(db, orderId);
  const line = lines.find((l) => l.orderItemId === orderItemId);
  if (!line) throw new NotFoundError("Order line not found");
  if (line.kind !== "Physical SIM") throw new InvalidError("Only a Physical SIM line can be delivered");
  if (line.status !== "shipped") throw new ConflictError("Only a shipped SIM can be marked delivered");
  const at = new Date(now);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(fulfilments)
      .set({ status: "delivered", deliveredAt: at, updatedAt: at })
      .where(and(eq(fulfilments.id, line.id), eq(fulfilments.status, "shipped"))),
    auditInsert(
      db,
      actor,
      { action: "ORDER_LINE_DELIVERED", targetType: "order", targetId: orderId, details: { orderItemId } },
      now,
    ),
  ];
  if (lines.every((l) => l.id === line.id || lineArrived(l))) {
    statements.push(
      ...moveStatements(db, { orderId, from: order.status, to: "delivered", cause: `staff:${actor.id}`, at }),
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const after = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  return { orderId, orderItemId, status: after?.status ?? order.status };
}

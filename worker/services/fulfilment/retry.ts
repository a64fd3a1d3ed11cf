import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import type { ShipLineSchema } from "../../../app/schemas/admin/fulfilment";
import type { Database } from "../../db/client";
import { fulfilments, orders } from "../../db/schema";
import { type EsimSupplier, SupplierError } from "../../integrations/esim";
import { type Actor, auditInsert } from "../audit/log";
import { dispatchOrderEmails, outboxInsert } from "../email/outbox";
import { ConflictError, InvalidError, NotFoundError, UnavailableError } from "../errors";
import { moveStatements } from "../orders/lifecycle";
import { LineBusyError } from "./claim";
import { fulfilOrder } from "./fulfil";
import { fulfilmentLines, fulfilmentRowsStatement, lineFinished } from "./rows";

async function loadOrder(db: Database, orderId: number) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  return order;
}

/**
 * Staff retry of a `failed` fulfilment: the same consumer logic, run now; on success the order
 * moves failed → delivered with the audit row in the same batch. A supplier still failing is a 503.
 */
export async function retryFailedFulfilment(
  db: Database,
  env: Env,
  supplier: EsimSupplier,
  { actor, orderId, now = Date.now() }: { actor: Actor; orderId: number; now?: number },
) {
  const order = await loadOrder(db, orderId);
  if (order.status !== "failed")
    throw new ConflictError(`Only a failed order can be retried (this one is ${order.status})`);
  const audit = auditInsert(
    db,
    actor,
    { action: "ORDER_FULFILMENT_RETRY", targetType: "order", targetId: orderId, details: { from: "failed" } },
    now,
  );
  try {
    const outcome = await fulfilOrder(db, supplier, orderId, {
      from: "failed",
      cause: `staff:${actor.id}`,
      extra: [audit],
      now,
    });
    if (outcome.result === "skipped")
      throw new ConflictError("The order changed meanwhile; reload and try again");
    await dispatchOrderEmails(env, db, orderId);
    return { orderId, result: outcome.result };
  } catch (error) {
    if (error instanceof SupplierError)
      throw new UnavailableError(`The eSIM supplier failed: ${error.message}`);
    if (error instanceof LineBusyError) throw new ConflictError(error.message);
    throw error;
  }
}

/**
 * Staff mark one Physical SIM line shipped (carrier + tracking). The order becomes `shipped` when
 * every line is finished, and `delivered` only once the SIM arrived (`markLineDelivered`); the
 * "SIM shipped" e-mail and the audit row go in the same batch.
 */
export async function markLineShipped(
  db: Database,
  env: Env,
  {
    actor,
    orderId,
    orderItemId,
    input,
    now = Date.now(),
  }: {
    actor: Actor;
    orderId: number;
    orderItemId: number;
    input: z.output<typeof ShipLineSchema>;
    now?: number;
  },
) {
  const order = await loadOrder(db, orderId);
  if (order.status !== "paid")
    throw new ConflictError(`Only a paid order can be shipped (this one is ${order.status})`);
  let lines = await fulfilmentLines(db, orderId);
  if (lines.length === 0) {
    await db.batch([fulfilmentRowsStatement(db, orderId)]);
    lines = await fulfilmentLines(db, orderId);
  }
  const line = lines.find((l) => l.orderItemId === orderItemId);
  if (!line) throw new NotFoundError("Order line not found");
  if (line.kind !== "Physical SIM") throw new InvalidError("Only a Physical SIM line can be shipped");
  if (lineFinished(line)) throw new ConflictError("This line is already shipped");
  const othersFinished = lines.every((l) => l.id === line.id || lineFinished(l));
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(fulfilments)
      .set({
        status: "shipped",
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        shippedAt: new Date(now),
        shippedBy: actor.id,
        updatedAt: new Date(now),
      })
      .where(and(eq(fulfilments.id, line.id), inArray(fulfilments.status, ["pending", "failed"]))),
    outboxInsert(db, {
      to: order.customerEmail,
      template: "sim_shipped",
      payload: { orderId, fulfilmentId: line.id },
      orderId,
      userId: order.userId,
      dedupeKey: `sim_shipped:${line.id}`,
    }),
    auditInsert(
      db,
      actor,
      {
        action: "ORDER_LINE_SHIPPED",
        targetType: "order",
        targetId: orderId,
        details: { orderItemId, carrier: input.carrier, trackingNumber: input.trackingNumber },
      },
      now,
    ),
  ];
  if (othersFinished) {
    statements.push(
      ...moveStatements(db, {
        orderId,
        from: "paid",
        to: "shipped",
        cause: `staff:${actor.id}`,
        at: new Date(now),
      }),
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  await dispatchOrderEmails(env, db, orderId);
  const after = await loadOrder(db, orderId);
  return {
    orderId,
    orderItemId,
    status: after.status,
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
  };
}

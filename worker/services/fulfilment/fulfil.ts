import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { esims, fulfilments, orders } from "../../db/schema";
import { type EsimSupplier, SupplierError, type SupplierOrder } from "../../integrations/esim";
import { outboxInsert } from "../email/outbox";
import { moveStatements } from "../orders/lifecycle";
import { cancelRefundedEsims, withdrawIfRefundedStatement } from "../orders/refunds/esim-withdrawals";
import { claimLine, releaseLine } from "./claim";
import type { FulfilOptions, FulfilOutcome } from "./outcome";
import {
  type FulfilmentLine,
  fulfilmentLines,
  fulfilmentRowsStatement,
  lineArrived,
  lineFinished,
} from "./rows";
import { flagSupplierMismatch } from "./supplier-figures";
import { fulfilTopup } from "./topup";

/** The `fulfilment` queue's message. */
export interface FulfilmentJob {
  orderId: number;
}

/**
 * Fulfil the eSIM lines of an order (decision 0012). Per line: claim the row (a lease), ask the
 * supplier for the order placed under our request id if an earlier attempt may have reached it,
 * otherwise order; note the supplier's reference at once. Then one batch: the eSIM rows, the lines
 * done, the move to `delivered` (when no physical SIM waits for shipping) and the "eSIM ready"
 * e-mail. A duplicate message or a consumer that died after the supplier answered orders nothing twice.
 */
export async function fulfilOrder(
  db: Database,
  supplier: EsimSupplier,
  orderId: number,
  options: FulfilOptions,
): Promise<FulfilOutcome> {
  const now = options.now ?? Date.now();
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) return { result: "skipped", status: "missing" };
  if (order.status !== options.from) return { result: "skipped", status: order.status };
  if (order.kind === "topup") return fulfilTopup(db, supplier, order, options);

  let lines = await fulfilmentLines(db, orderId);
  if (lines.length === 0) {
    await db.batch([fulfilmentRowsStatement(db, orderId)]);
    lines = await fulfilmentLines(db, orderId);
  }

  const open = lines.filter((l) => l.kind === "eSIM" && !lineFinished(l));
  const received: { line: FulfilmentLine; order: SupplierOrder }[] = [];
  for (const line of open) received.push({ line, order: await orderLine(db, supplier, line, now) });

  const physicalWaiting = lines.some((l) => l.kind !== "eSIM" && !lineFinished(l));
  const statements: BatchItem<"sqlite">[] = [];
  for (const { line, order: supplied } of received) {
    for (const profile of supplied.profiles) {
      statements.push(
        db
          .insert(esims)
          .values({
            orderId,
            orderItemId: line.orderItemId,
            fulfilmentId: line.id,
            iccid: profile.iccid,
            smdpAddress: profile.smdpAddress,
            activationCode: profile.activationCode,
            lpa: profile.lpa,
            apn: profile.apn,
            supplier: supplier.name,
            supplierRef: supplied.supplierRef,
            createdAt: new Date(now),
          })
          .onConflictDoNothing(),
      );
    }
  }
  if (received.length > 0) {
    statements.push(
      db
        .update(fulfilments)
        .set({ status: "done", leaseUntil: null, lastError: null, updatedAt: new Date(now) })
        .where(
          inArray(
            fulfilments.id,
            received.map((r) => r.line.id),
          ),
        ),
      outboxInsert(db, {
        to: order.customerEmail,
        template: "esim_ready",
        payload: { orderId },
        orderId,
        userId: order.userId,
        dedupeKey: `esim_ready:${orderId}`,
      }),
    );
  }
  if (!physicalWaiting) {
    statements.push(
      ...moveStatements(db, {
        orderId,
        from: options.from,
        // A SIM posted before the eSIMs came is still on its way.
        to: lines.every((l) => l.kind === "eSIM" || lineArrived(l)) ? "delivered" : "shipped",
        cause: options.cause,
        at: new Date(now),
      }),
    );
  }
  if (received.length > 0) statements.push(withdrawIfRefundedStatement(db, orderId));
  statements.push(...(options.extra ?? []));
  if (statements.length > 0) await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if (received.length > 0) {
    await cancelRefundedEsims(db, supplier, { orderId });
    await flagSupplierMismatch(db, supplier, order);
  }
  return physicalWaiting ? { result: "waiting-for-shipment" } : { result: "delivered" };
}

async function orderLine(db: Database, supplier: EsimSupplier, line: FulfilmentLine, now: number) {
  const attempts = await claimLine(db, line, supplier.name, now);
  try {
    if (!line.packageCode) {
      throw new SupplierError(`"${line.productName}" has no supplier package code`, false);
    }
    // Any earlier attempt may have reached the supplier before dying: look before ordering.
    const earlier = attempts > 1 ? await supplier.findOrder(line.requestId) : null;
    const supplied =
      earlier ??
      (await supplier.orderProfiles({
        packageCode: line.packageCode,
        quantity: line.quantity,
        requestId: line.requestId,
      }));
    if (supplied.profiles.length !== line.quantity) {
      throw new SupplierError(
        `Supplier returned ${supplied.profiles.length} profiles for ${line.quantity} ordered`,
        false,
      );
    }
    await db
      .update(fulfilments)
      .set({ status: "ordered", supplierRef: supplied.supplierRef, updatedAt: new Date(now) })
      .where(eq(fulfilments.id, line.id));
    return supplied;
  } catch (error) {
    await releaseLine(db, line.id, error);
    throw error;
  }
}

/** The dead-letter queue's verdict after the last retry: the order is `failed` and staff see why. */
export async function markFulfilmentFailed(db: Database, orderId: number, now = Date.now()): Promise<void> {
  const lines = await fulfilmentLines(db, orderId);
  const reason = lines.find((l) => l.lastError)?.lastError ?? "Fulfilment failed after every retry";
  await db.batch([
    ...moveStatements(db, {
      orderId,
      from: "paid",
      to: "failed",
      cause: "system:fulfilment-dead-letter",
      note: reason,
      at: new Date(now),
    }),
    db
      .update(fulfilments)
      .set({ status: "failed", leaseUntil: null, updatedAt: new Date(now) })
      .where(
        and(
          eq(fulfilments.orderId, orderId),
          inArray(fulfilments.status, ["pending", "ordering", "ordered"]),
        ),
      ),
  ]);
}

/** Exponential backoff for a queue retry: base, 2×base, 4×base … capped at an hour. */
export function retryDelaySeconds(baseSeconds: number, attempts: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** The wait before fulfilment tries again: the backoff, or longer when the supplier said how long (429). */
export function fulfilmentRetryDelay(baseSeconds: number, attempts: number, error: unknown): number {
  const asked = error instanceof SupplierError ? (error.retryAfterSeconds ?? 0) : 0;
  return Math.min(3600, Math.max(retryDelaySeconds(baseSeconds, attempts), asked));
}

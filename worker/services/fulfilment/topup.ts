import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { fulfilments, type orders } from "../../db/schema";
import { type EsimSupplier, SupplierError } from "../../integrations/esim";
import { RecycledEsimError } from "../../integrations/esim/types";
import { outboxInsert } from "../email/outbox";
import { moveStatements } from "../orders/lifecycle";
import { claimLine, releaseLine } from "./claim";
import type { FulfilOptions, FulfilOutcome } from "./outcome";
import { type FulfilmentLine, fulfilmentLines, fulfilmentRowsStatement, lineFinished } from "./rows";
import { flagSupplierMismatch } from "./supplier-figures";

type Order = typeof orders.$inferSelect;

/**
 * Fulfil a top-up order: add its one package to the order's eSIM, ONCE. The supplier takes no
 * idempotency key, so before the first attempt the line records how many of this package the eSIM
 * already carried; a retry reads the package history and buys only if that count has not grown
 * (an answer lost after the supplier accepted must never buy twice). A recycled eSIM can never
 * take a top-up: the order fails at once, with the reason for staff and an e-mail to the customer.
 */
export async function fulfilTopup(
  db: Database,
  supplier: EsimSupplier,
  order: Order,
  options: FulfilOptions,
): Promise<FulfilOutcome> {
  const now = options.now ?? Date.now();
  let [line] = await fulfilmentLines(db, order.id);
  if (!line) {
    await db.batch([fulfilmentRowsStatement(db, order.id)]);
    [line] = await fulfilmentLines(db, order.id);
  }
  if (!line) throw new SupplierError(`Top-up order ${order.id} has no line`, false);
  const statements: BatchItem<"sqlite">[] = [];
  if (!lineFinished(line)) {
    try {
      await addPackageOnce(db, supplier, { order, line, now });
    } catch (error) {
      if (error instanceof RecycledEsimError && options.from === "paid") {
        await db.batch(recycledStatements(db, { order, line, reason: error.message, now }));
        return { result: "failed" };
      }
      throw error;
    }
    statements.push(
      db
        .update(fulfilments)
        .set({ status: "done", leaseUntil: null, lastError: null, updatedAt: new Date(now) })
        .where(eq(fulfilments.id, line.id)),
    );
  }
  statements.push(
    ...moveStatements(db, {
      orderId: order.id,
      from: options.from,
      to: "delivered",
      cause: options.cause,
      at: new Date(now),
    }),
    // The top-up's own "it is on your eSIM" e-mail: no codes, nothing to install.
    outboxInsert(db, {
      to: order.customerEmail,
      template: "topup_added",
      payload: { orderId: order.id },
      orderId: order.id,
      userId: order.userId,
      dedupeKey: `topup_added:${order.id}`,
    }),
    ...(options.extra ?? []),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  await flagSupplierMismatch(db, supplier, order);
  return { result: "delivered" };
}

async function addPackageOnce(
  db: Database,
  supplier: EsimSupplier,
  { order, line, now }: { order: Order; line: FulfilmentLine; now: number },
) {
  const attempts = await claimLine(db, line, supplier.name, now);
  try {
    const iccid = order.topupIccid;
    const packageCode = line.packageCode;
    if (!iccid || !packageCode)
      throw new SupplierError(`Top-up order ${order.id} names no eSIM or package`, false);
    const carried = async () =>
      (await supplier.packageHistory(iccid)).filter((p) => p.packageCode === packageCode).length;
    let supplierRef: string | null = null;
    if (attempts > 1 && line.topupBaseline !== null) {
      // An earlier attempt may have reached the supplier: the history tells whether it took.
      if ((await carried()) > line.topupBaseline) supplierRef = "found-in-package-history";
    } else {
      // Recorded before the supplier is ever asked, so a retry always has it to compare with.
      const baseline = await carried();
      await db.update(fulfilments).set({ topupBaseline: baseline }).where(eq(fulfilments.id, line.id));
    }
    supplierRef ??= (await supplier.orderTopup({ iccid, packageCode, requestId: line.requestId }))
      .supplierRef;
    await db
      .update(fulfilments)
      .set({ status: "ordered", supplierRef, updatedAt: new Date(now) })
      .where(eq(fulfilments.id, line.id));
  } catch (error) {
    await releaseLine(db, line.id, error);
    throw error;
  }
}

/** The eSIM was recycled: the order fails now (no retry can help), staff see why, the customer is told. */
function recycledStatements(
  db: Database,
  { order, line, reason, now }: { order: Order; line: FulfilmentLine; reason: string; now: number },
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  return [
    db
      .update(fulfilments)
      .set({ status: "failed", leaseUntil: null, lastError: reason, updatedAt: new Date(now) })
      .where(eq(fulfilments.id, line.id)),
    ...moveStatements(db, {
      orderId: order.id,
      from: "paid",
      to: "failed",
      cause: "system:fulfilment",
      note: reason,
      at: new Date(now),
    }),
    outboxInsert(db, {
      to: order.customerEmail,
      template: "topup_failed",
      payload: { orderId: order.id },
      orderId: order.id,
      userId: order.userId,
      dedupeKey: `topup_failed:${order.id}`,
    }),
  ];
}

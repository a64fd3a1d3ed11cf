import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fulfilments } from "../../db/schema";

/** How long one consumer owns a line while it talks to the supplier. */
const LEASE_MS = 2 * 60_000;

/** Another consumer holds the line right now: try again later (not a supplier failure). */
export class LineBusyError extends Error {
  constructor(orderItemId: number) {
    super(`Order line ${orderItemId} is being fulfilled by another consumer`);
    this.name = "LineBusyError";
  }
}

/**
 * Claim a line for one attempt (a lease), counting the attempt; another consumer's live lease wins.
 * Answers the attempts so far, this one included: more than 1 means an earlier one may have
 * reached the supplier.
 */
export async function claimLine(
  db: Database,
  line: { id: number; orderItemId: number },
  supplierName: string,
  now: number,
): Promise<number> {
  const [claimed] = await db
    .update(fulfilments)
    .set({
      status: "ordering",
      supplier: supplierName,
      leaseUntil: new Date(now + LEASE_MS),
      attempts: sql`${fulfilments.attempts} + 1`,
      updatedAt: new Date(now),
    })
    .where(
      and(
        eq(fulfilments.id, line.id),
        or(
          inArray(fulfilments.status, ["pending", "failed", "ordered"]),
          and(
            eq(fulfilments.status, "ordering"),
            or(isNull(fulfilments.leaseUntil), lt(fulfilments.leaseUntil, new Date(now))),
          ),
        ),
      ),
    )
    .returning({ attempts: fulfilments.attempts });
  if (!claimed) throw new LineBusyError(line.orderItemId);
  return claimed.attempts;
}

/** The attempt failed: the line is free again and staff can read why. */
export function releaseLine(db: Database, lineId: number, error: unknown) {
  return db
    .update(fulfilments)
    .set({ status: "pending", leaseUntil: null, lastError: String((error as Error).message).slice(0, 500) })
    .where(eq(fulfilments.id, lineId));
}

import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";

/**
 * The seam between payment (issue 12) and fulfilment (issue 13). Whatever makes an order `paid`
 * (the Stripe webhook, staff) puts `paidStatements()` in the same D1 batch as the move, and calls
 * `afterPaidCommitted()` once that batch has committed. Fulfilment owns both bodies: the outbox
 * rows (payment confirmed e-mail) and fulfilment job rows, then the queue message.
 */
export function paidStatements(_db: Database, _orderId: number): BatchItem<"sqlite">[] {
  return [];
}

export async function afterPaidCommitted(_env: Env, _db: Database, _orderId: number): Promise<void> {}

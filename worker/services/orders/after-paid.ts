import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { dispatchOrderEmails, orderEmailStatement } from "../email/outbox";
import type { FulfilmentJob } from "../fulfilment/fulfil";
import { fulfilmentRowsStatement } from "../fulfilment/rows";
import { receiptStatement } from "../receipts/numbers";

/**
 * The seam between payment and fulfilment. Whatever makes an order `paid`
 * (the Stripe webhook, staff) puts `paidStatements()` in the same D1 batch as the move, and calls
 * `afterPaidCommitted()` once that batch has committed. Fulfilment owns both bodies: the outbox
 * rows (payment confirmed e-mail) and fulfilment job rows, then the queue message. The receipt
 * number is taken here too, so every way of being paid numbers its receipt; it reads `paid_at`,
 * so these statements come after the one that sets it.
 *
 * Both statements are idempotent (unique by order line / by order and template), so a batch run
 * twice, or a move that lost its race, leaves the same rows.
 */
export function paidStatements(db: Database, orderId: number): BatchItem<"sqlite">[] {
  return [
    receiptStatement(db, orderId),
    fulfilmentRowsStatement(db, orderId),
    orderEmailStatement(db, orderId, "payment_confirmed"),
  ];
}

/** After the paid batch committed: one fulfilment job, and the order's queued e-mails. */
export async function afterPaidCommitted(env: Env, db: Database, orderId: number): Promise<void> {
  await env.FULFILMENT_QUEUE.send({ orderId } satisfies FulfilmentJob);
  await dispatchOrderEmails(env, db, orderId);
}

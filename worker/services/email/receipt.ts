import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, fulfilments, orders } from "../../db/schema";

/**
 * One e-mail per purchase step (decision 0037). A plan order with an eSIM in it is usually delivered
 * seconds after payment, and "Your eSIM is ready" carries the receipt; so its "payment confirmed"
 * e-mail waits RECEIPT_HOLD_SECONDS in the queue, and is dropped when it comes due if the eSIM e-mail
 * has been written by then. A slow supplier still gets the customer their receipt.
 */
export const RECEIPT_HOLD_SECONDS = 300;

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Whether this order's receipt waits before it is sent (a plan order with an eSIM line). */
export async function receiptWaitsForEsim(db: Database, orderId: number): Promise<boolean> {
  const row = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.kind, "plan"),
        sql`exists (select 1 from ${fulfilments} where ${fulfilments.orderId} = ${orders.id} and ${fulfilments.kind} = 'eSIM')`,
      ),
    )
    .get();
  return Boolean(row);
}

/** A receipt never sent whose order's eSIM e-mail exists: that e-mail is the receipt. */
export async function receiptCarriedByEsimEmail(db: Database, row: OutboxRow): Promise<boolean> {
  if (row.template !== "payment_confirmed" || row.orderId === null || row.providerMessageId) return false;
  const esimEmail = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, row.orderId), eq(emailOutbox.template, "esim_ready")))
    .get();
  return Boolean(esimEmail);
}

import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { MALAYSIA_OFFSET_MS } from "../../../app/lib/dates";
import type { Database } from "../../db/client";
import { creditNotes, receipts } from "../../db/schema";
import { malaysiaYearOf } from "./months";

/**
 * The receipt of an order that has just been paid: the next number of its payment's Malaysia year.
 * It belongs in the batch that sets `paid_at` (after that statement): a D1 batch is one
 * transaction, so reading the year's highest number and writing the next cannot interleave with
 * another payment's, and the numbers stay gapless. Writes nothing for an order without a payment
 * time or one that has its receipt already (a webhook delivered twice).
 */
export function receiptStatement(db: Database, orderId: number): BatchItem<"sqlite"> {
  const year = sql`cast(strftime('%Y', (paid_at + ${MALAYSIA_OFFSET_MS}) / 1000, 'unixepoch') as integer)`;
  const next = sql`(select coalesce(max(seq), 0) + 1 from receipts where year = paid.yr)`;
  // Column order of `receipts`: id, order_id, year, seq, number, issued_at.
  return db.insert(receipts).select(sql`
    select null, paid.id, paid.yr, ${next}, printf('JS-%04d-%06d', paid.yr, ${next}), paid.paid_at
    from (select id, paid_at, ${year} as yr from orders where id = ${orderId} and paid_at is not null) as paid
    where not exists (select 1 from receipts where order_id = ${orderId})`);
}

/**
 * A credit note for whatever the order's refunded amount has grown by since its last one, numbered
 * from the credit notes' own sequence of the refund's Malaysia year. It belongs in the refund's
 * batch, after the statement that raises `refunded_amount_sen`; each way money goes back (a staff
 * refund, a refund made at Stripe) adds it, and a replay finds nothing left to cover.
 */
export function creditNoteStatement(db: Database, orderId: number, now: number): BatchItem<"sqlite"> {
  const year = malaysiaYearOf(now);
  const covered = sql`(select coalesce(sum(amount_sen), 0) from credit_notes where order_id = ${orderId})`;
  const next = sql`(select coalesce(max(seq), 0) + 1 from credit_notes where year = ${year})`;
  // Column order of `credit_notes`: id, order_id, year, seq, number, amount_sen, issued_at.
  return db.insert(creditNotes).select(sql`
    select null, id, ${year}, ${next}, printf('CN-%04d-%06d', ${year}, ${next}),
      refunded_amount_sen + credit_refunded_sen - ${covered}, ${now}
    from orders where id = ${orderId} and refunded_amount_sen + credit_refunded_sen > ${covered}`);
}

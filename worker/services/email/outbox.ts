import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, orders, users } from "../../db/schema";
import { RECEIPT_HOLD_SECONDS, receiptWaitsForEsim } from "./receipt";
import type { EmailTemplate, RenderedEmail } from "./templates";

/** The `email` queue's message: which outbox row to deliver. */
export interface EmailJob {
  outboxId: number;
  /** A link e-mail's one-time link: carried only here, never stored in the outbox row. */
  link?: string;
}

export interface OutboxInput {
  to: string;
  template: EmailTemplate;
  /** What rendering needs later (ids only; never a secret). */
  payload?: Record<string, unknown>;
  /** Rendered now when the content exists only now (a reset link); otherwise rendered at sending. */
  rendered?: RenderedEmail;
  orderId?: number | null;
  userId?: number | null;
  /** The same key twice writes one row (a webhook or a queue message delivered twice). */
  dedupeKey?: string;
}

/**
 * The language the recipient reads (users.locale), read in SQL as the row is queued, so every sender
 * gets it without reading the account first: the given user's, else the order's customer's, else
 * English (a guest, or staff, whose e-mails stay English).
 */
function recipientLocale(userId: SQL | number | null, orderId: SQL | number | null): SQL {
  const orderUser = sql`(select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`;
  return sql`coalesce((select ${users.locale} from ${users} where ${users.id} = coalesce(${userId}, ${orderUser})), 'en')`;
}

/**
 * The outbox row, to go in the same db.batch as the change that causes the e-mail. Its payload
 * carries `locale`, the recipient's language when it was queued (renderOutboxRow writes in it).
 */
export function outboxInsert(db: Database, input: OutboxInput) {
  const locale = recipientLocale(input.userId ?? null, input.orderId ?? null);
  return db
    .insert(emailOutbox)
    .values({
      toAddress: input.to,
      template: input.template,
      payload: sql`json_set(${JSON.stringify(input.payload ?? {})}, '$.locale', ${locale})`,
      subject: input.rendered?.subject ?? null,
      textBody: input.rendered?.text ?? null,
      htmlBody: input.rendered?.html ?? null,
      orderId: input.orderId ?? null,
      userId: input.userId ?? null,
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}

/**
 * An order e-mail addressed to the order's customer, as one statement that reads the address in
 * SQL (for batches built without reading the order first, such as `paidStatements`). Once per
 * order and template.
 */
export function orderEmailStatement(db: Database, orderId: number, template: EmailTemplate) {
  return orderOutboxInsert(db, orderId, {
    template,
    payload: sql`json_object('orderId', ${orders.id})`,
    dedupeKey: `${template}:${orderId}`,
  });
}

/**
 * An outbox row for an order, its address and user read in SQL, so none is written when the order
 * does not exist. Drizzle's insert-select lists every column in table order (its batch cannot bind
 * a raw statement's parameters), so each value is named by its column, and drizzle refuses a
 * selection whose names or order differ from the table's.
 */
function orderOutboxInsert(
  db: Database,
  orderId: number,
  row: { template: EmailTemplate; payload: SQL; dedupeKey: string },
) {
  return db
    .insert(emailOutbox)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          toAddress: orders.customerEmail,
          template: sql`${row.template}`.as("template"),
          payload:
            sql`json_set(${row.payload}, '$.locale', ${recipientLocale(sql`${orders.userId}`, null)})`.as(
              "payload",
            ),
          subject: sql`null`.as("subject"),
          textBody: sql`null`.as("text_body"),
          htmlBody: sql`null`.as("html_body"),
          status: sql`'queued'`.as("status"),
          attempts: sql`0`.as("attempts"),
          leaseUntil: sql`null`.as("lease_until"),
          lastError: sql`null`.as("last_error"),
          providerMessageId: sql`null`.as("provider_message_id"),
          dedupeKey: sql`${row.dedupeKey}`.as("dedupe_key"),
          orderId: orders.id,
          userId: orders.userId,
          createdAt: sql`cast(unixepoch('subsec') * 1000 as integer)`.as("created_at"),
          sentAt: sql`null`.as("sent_at"),
        })
        .from(orders)
        .where(eq(orders.id, orderId)),
    )
    .onConflictDoNothing();
}

/** Hand rows to the `email` queue (after the batch that wrote them has committed). */
export async function dispatchEmails(env: Env, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await env.EMAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } satisfies EmailJob })));
}

/**
 * Every still-queued e-mail of an order goes to the queue (idempotent: the consumer claims rows).
 * The receipt of an order whose eSIM e-mail will carry it waits (decision 0037, `./receipt.ts`).
 */
export async function dispatchOrderEmails(env: Env, db: Database, orderId: number): Promise<void> {
  const rows = await db
    .select({ id: emailOutbox.id, template: emailOutbox.template })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.status, "queued")));
  if (rows.length === 0) return;
  const hold =
    rows.some((r) => r.template === "payment_confirmed") && (await receiptWaitsForEsim(db, orderId));
  await env.EMAIL_QUEUE.sendBatch(
    rows.map((r) => ({
      body: { outboxId: r.id } satisfies EmailJob,
      ...(hold && r.template === "payment_confirmed" ? { delaySeconds: RECEIPT_HOLD_SECONDS } : {}),
    })),
  );
}

/** The link e-mail a batch just wrote (found by its dedupe key), with its link, to the queue. */
export async function dispatchLinkEmail(env: Env, db: Database, dedupeKey: string, link: string) {
  const row = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.dedupeKey, dedupeKey), eq(emailOutbox.status, "queued")))
    .get();
  if (row) await env.EMAIL_QUEUE.send({ outboxId: row.id, link } satisfies EmailJob);
}

/**
 * For a refund's batch: "refund issued" when the order is refunded,
 * once per order; or, for one line's refund, once per refund with the line and the amount it sent back.
 * Call `dispatchOrderEmails(env, db, orderId)` after commit.
 */
export function refundIssuedEmailStatement(
  db: Database,
  orderId: number,
  line?: { refundId: string; amountSen: number; orderItemId: number },
) {
  if (!line) return orderEmailStatement(db, orderId, "refund_issued");
  // The line, so the e-mail names the plan refunded rather than the whole order.
  return orderOutboxInsert(db, orderId, {
    template: "refund_issued",
    payload: sql`json_object('orderId', ${orders.id}, 'amountSen', ${line.amountSen}, 'orderItemId', ${line.orderItemId})`,
    dedupeKey: `refund_issued:${orderId}:${line.refundId}`,
  });
}

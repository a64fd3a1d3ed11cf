import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { AppConfig } from "../../env";
import type { EmailTransport } from "../../integrations/email/transport";
import type { EmailJob } from "./outbox";
import { receiptCarriedByEsimEmail } from "./receipt";
import { renderOutboxRow } from "./render";
import { hasOneTimeLink, withOneTimeLink } from "./templates";

/** Why a link e-mail cannot be sent again: its link is never stored. */
export const LINK_GONE =
  "Its one-time link is not stored, so it cannot be sent again: the customer can ask for a new link.";

/** How long a consumer owns a row it is sending; after that another delivery may take it over. */
const LEASE_MS = 2 * 60_000;

export type DeliveryOutcome = "sent" | "skipped";

/**
 * Deliver one outbox row. The row is claimed first (queued, or a lapsed lease), so a message
 * delivered twice sends once; a failure puts it back to `queued` with the error and rethrows for
 * the queue to retry.
 */
export async function deliverEmail(
  db: Database,
  {
    config,
    transport,
    qrSecret = null,
  }: { config: AppConfig; transport: EmailTransport; qrSecret?: string | null },
  job: EmailJob,
  now = Date.now(),
): Promise<DeliveryOutcome> {
  const outboxId = job.outboxId;
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "sending", leaseUntil: new Date(now + LEASE_MS), attempts: sqlIncrement() })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        or(
          eq(emailOutbox.status, "queued"),
          and(
            eq(emailOutbox.status, "sending"),
            or(isNull(emailOutbox.leaseUntil), lt(emailOutbox.leaseUntil, new Date(now))),
          ),
        ),
      ),
    )
    .returning();
  if (!row) return "skipped";
  if (await receiptCarriedByEsimEmail(db, row)) {
    await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
    return "skipped";
  }
  try {
    const rendered = await renderOutboxRow(db, config, row, qrSecret);
    if (hasOneTimeLink(rendered) && !job.link) {
      // The link lived only in the first queue message (a cron re-queue or a resend has none).
      await db
        .update(emailOutbox)
        .set({ status: "failed", leaseUntil: null, lastError: LINK_GONE })
        .where(eq(emailOutbox.id, row.id));
      return "skipped";
    }
    const sent = job.link ? withOneTimeLink(rendered, job.link) : rendered;
    const { messageId } = await transport.send({
      from: config.EMAIL_FROM,
      to: row.toAddress,
      subject: sent.subject,
      text: sent.text,
      html: sent.html || null,
      idempotencyKey: outboxIdempotencyKey(row),
    });
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html || null,
        providerMessageId: messageId,
        sentAt: new Date(now),
        leaseUntil: null,
        lastError: null,
      })
      .where(eq(emailOutbox.id, row.id));
    return "sent";
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ status: "queued", leaseUntil: null, lastError: String((error as Error).message).slice(0, 500) })
      .where(eq(emailOutbox.id, row.id));
    throw error;
  }
}

/**
 * Stable across automatic retries; a staff resend of a sent message is a new send. Row ids repeat
 * across databases that share one provider account (staging beside production), so the key also
 * carries when the row was made.
 * @unitTested by `tests/integration/admin-actions-emails.test.ts`
 */
export function outboxIdempotencyKey(row: {
  id: number;
  createdAt: Date;
  providerMessageId: string | null;
  attempts: number;
}) {
  const key = `outbox-${row.id}-${row.createdAt.getTime()}`;
  return row.providerMessageId ? `${key}-resend-${row.attempts}` : key;
}

/** The dead-letter queue's verdict: staff see it as failed and may resend. */
export async function markEmailFailed(db: Database, outboxId: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "failed", leaseUntil: null })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        or(eq(emailOutbox.status, "queued"), eq(emailOutbox.status, "sending")),
      ),
    );
}

function sqlIncrement() {
  return sql`${emailOutbox.attempts} + 1`;
}

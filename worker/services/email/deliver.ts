import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { AppConfig } from "../../env";
import type { EmailTransport } from "../../integrations/email/transport";
import { renderOutboxRow } from "./render";

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
  config: AppConfig,
  transport: EmailTransport,
  outboxId: number,
  now = Date.now(),
): Promise<DeliveryOutcome> {
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
  try {
    const rendered = await renderOutboxRow(db, config, row);
    const { messageId } = await transport.send({
      from: config.EMAIL_FROM,
      to: row.toAddress,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html || null,
      // Stable across automatic retries; a staff resend of a sent message is a new send.
      idempotencyKey: row.providerMessageId ? `outbox-${row.id}-resend-${row.attempts}` : `outbox-${row.id}`,
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

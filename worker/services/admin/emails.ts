import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import { type AdminEmail, EMAIL_TEMPLATE_LABELS, EMAIL_TEMPLATES } from "../../../app/schemas/admin/emails";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { dispatchEmails } from "../email/outbox";
import { NotFoundError } from "../errors";
import { type Actor, auditInsert } from "./audit";
import { listPage, pageOf } from "./lists";

export const EmailListQuerySchema = listQuerySchema(
  ["createdAt", "status", "template", "toAddress"],
  "createdAt",
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Staff see "Payment confirmed", not payment_confirmed, so the search finds either. */
const templateLabel = sql`case ${emailOutbox.template} ${sql.join(
  EMAIL_TEMPLATES.map((code) => sql`when ${code} then ${EMAIL_TEMPLATE_LABELS[code]}`),
  sql` `,
)} else ${emailOutbox.template} end`;

/** The admin E-mails list: every outbox message, its status and body (issue 13). */
export async function listEmails(
  db: Database,
  query: z.output<typeof EmailListQuerySchema>,
): Promise<ListPage<AdminEmail>> {
  const { rows, total } = await listPage(db, emailOutbox, query, {
    search: [
      emailOutbox.toAddress,
      emailOutbox.template,
      templateLabel,
      emailOutbox.subject,
      emailOutbox.status,
    ],
    sorts: {
      createdAt: emailOutbox.createdAt,
      status: emailOutbox.status,
      template: emailOutbox.template,
      toAddress: emailOutbox.toAddress,
    },
  });
  return pageOf(
    query,
    rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      template: r.template,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      orderId: r.orderId,
      userId: r.userId,
      createdAt: iso(r.createdAt),
      sentAt: iso(r.sentAt),
    })),
    total,
  );
}

/** Queue a message again (failed, or sent and lost by the recipient); audited in the same batch. */
export async function resendEmail(db: Database, env: Env, actor: Actor, id: number, now = Date.now()) {
  const row = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  if (!row) throw new NotFoundError("E-mail not found");
  await db.batch([
    db
      .update(emailOutbox)
      .set({ status: "queued", leaseUntil: null, lastError: null })
      .where(eq(emailOutbox.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "EMAIL_RESEND",
        targetType: "email",
        targetId: id,
        details: { template: row.template, to: row.toAddress, previousStatus: row.status },
      },
      now,
    ),
  ]);
  await dispatchEmails(env, [id]);
  return { id, status: "queued" as const };
}

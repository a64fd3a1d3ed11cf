import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import {
  type AdminEmail,
  type AdminEmailBody,
  EMAIL_TEMPLATE_LABELS,
  EMAIL_TEMPLATES,
} from "../../../app/schemas/admin/emails";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { AppConfig } from "../../env";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, NotFoundError } from "../errors";
import { listPage, pageOf } from "../shared/lists";
import { LINK_GONE } from "./deliver";
import { dispatchEmails } from "./outbox";
import { renderOutboxRow } from "./render";
import { staffHtml, staffText } from "./staff-view";

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

/**
 * The admin E-mails list: every outbox message and its status, never its body (reading a body
 * needs its own permission and is audited: `readEmail`).
 */
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
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      orderId: r.orderId,
      userId: r.userId,
      createdAt: iso(r.createdAt),
      sentAt: iso(r.sentAt),
      hasLink: isLinkTemplate(r.template),
    })),
    total,
  );
}

const LINK_TEMPLATES: readonly string[] = ["password_reset", "email_verify"];
const isLinkTemplate = (template: string) => LINK_TEMPLATES.includes(template);

/**
 * One e-mail's bodies, for staff allowed to read them (canReadEmails); every read is audited.
 * Bodies written inside SQL batches are rendered from current data, then both versions lose every
 * secret address (one-time links, signed QR images, tokens): `staff-view.ts`.
 */
export async function readEmail(
  db: Database,
  config: AppConfig,
  {
    actor,
    id,
    now = Date.now(),
    qrSecret = null,
  }: { actor: Actor; id: number; now?: number; qrSecret?: string | null },
): Promise<AdminEmailBody> {
  const row = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  if (!row) throw new NotFoundError("E-mail not found");
  await auditInsert(
    db,
    actor,
    { action: "EMAIL_READ", targetType: "email", targetId: id, details: { template: row.template } },
    now,
  );
  const rendered = await renderOutboxRow(db, config, row, qrSecret).catch(() => null);
  return {
    id: row.id,
    to: row.toAddress,
    subject: rendered?.subject ?? row.subject,
    text: rendered?.text ? staffText(rendered.text) : null,
    html: rendered?.html ? staffHtml(rendered.html) : null,
  };
}

/** Queue a message again (failed, or sent and lost by the recipient); audited in the same batch. */
export async function resendEmail(
  db: Database,
  env: Env,
  { actor, id, now = Date.now() }: { actor: Actor; id: number; now?: number },
) {
  const row = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  if (!row) throw new NotFoundError("E-mail not found");
  if (isLinkTemplate(row.template)) throw new ConflictError(LINK_GONE);
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

import { eq } from "drizzle-orm";
import type { PartnershipStatus } from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { contactSubmissions, emailOutbox, partnershipRequests } from "../../db/schema";
import { readConfig } from "../../env";
import { type Actor, auditInsert } from "../audit/log";
import { dispatchEmails, outboxInsert } from "../email/outbox";
import { templateContext } from "../email/render";
import { contactReplyEmail } from "../email/support-mail";
import { NotFoundError } from "../errors";

/**
 * Answer a contact message by e-mail, in the language it was sent in: the e-mail, the message's
 * "replied" mark and the audit row go in one batch, then the e-mail is handed to the queue.
 */
export async function replyToContact(
  env: Env,
  db: Database,
  input: { actor: Actor; id: number; reply: string },
  now = Date.now(),
): Promise<{ id: number; repliedAt: string }> {
  const contact = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, input.id)).get();
  if (!contact) throw new NotFoundError("Contact message not found");
  const rendered = contactReplyEmail(templateContext(readConfig(env), contact.locale), contact, input.reply);
  const [queued] = await db.batch([
    outboxInsert(db, {
      to: contact.email,
      template: "contact_reply",
      rendered,
      dedupeKey: `contact_reply:${contact.id}:${now}`,
    }).returning({ id: emailOutbox.id }),
    db
      .update(contactSubmissions)
      .set({ repliedAt: new Date(now) })
      .where(eq(contactSubmissions.id, contact.id)),
    auditInsert(
      db,
      input.actor,
      {
        action: "CONTACT_REPLY",
        targetType: "contact",
        targetId: contact.id,
        details: { to: contact.email, characters: input.reply.length },
      },
      now,
    ),
  ]);
  await dispatchEmails(
    env,
    queued.map((r) => r.id),
  );
  return { id: contact.id, repliedAt: new Date(now).toISOString() };
}

/** Move a partnership request to a status staff chose, audited with where it came from. */
export async function setPartnershipStatus(
  db: Database,
  input: { actor: Actor; id: number; status: PartnershipStatus },
  now = Date.now(),
): Promise<{ id: number; status: PartnershipStatus }> {
  const request = await db
    .select({
      id: partnershipRequests.id,
      status: partnershipRequests.status,
      company: partnershipRequests.company,
    })
    .from(partnershipRequests)
    .where(eq(partnershipRequests.id, input.id))
    .get();
  if (!request) throw new NotFoundError("Partnership request not found");
  if (request.status === input.status) return { id: request.id, status: request.status };
  await db.batch([
    db
      .update(partnershipRequests)
      .set({ status: input.status })
      .where(eq(partnershipRequests.id, request.id)),
    auditInsert(
      db,
      input.actor,
      {
        action: "PARTNERSHIP_STATUS_UPDATE",
        targetType: "partnership",
        targetId: request.id,
        details: { company: request.company, from: request.status, to: input.status },
      },
      now,
    ),
  ]);
  return { id: request.id, status: input.status };
}

import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { devMailbox } from "../../db/schema";

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
}

const MAILBOX_PAGE = 50;

/** What the local transport "sent" to an address, newest first. */
export async function readDevMailbox(db: Database, to: string): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(sql`lower(${devMailbox.toAddress}) = ${to.trim().toLowerCase()}`)
    .orderBy(desc(devMailbox.id))
    .limit(MAILBOX_PAGE);
  return rows.map((r) => ({
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    sentAt: r.sentAt.toISOString(),
  }));
}

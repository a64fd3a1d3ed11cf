import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { ContactRecord, PartnershipRecord } from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { contactSubmissions, partnershipRequests, users } from "../../db/schema";
import { listPage, pageOf } from "../shared/lists";

// What visitors sent through the contact and partnership forms, as the back office lists them.

export const ContactListQuerySchema = listQuerySchema(["submittedAt", "name", "email"], "submittedAt");
export const PartnershipListQuerySchema = listQuerySchema(
  ["submittedAt", "name", "company", "businessType"],
  "submittedAt",
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listContacts(
  db: Database,
  query: z.output<typeof ContactListQuerySchema>,
): Promise<ListPage<ContactRecord>> {
  const { rows, total } = await listPage(db, contactSubmissions, query, {
    search: [contactSubmissions.name, contactSubmissions.email, contactSubmissions.message],
    sorts: {
      submittedAt: contactSubmissions.submittedAt,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
    },
  });
  const accounts = await accountsByEmail(
    db,
    rows.map((r) => r.email),
  );
  return pageOf(
    query,
    rows.map((r) => ({
      ...r,
      submittedAt: iso(r.submittedAt),
      repliedAt: iso(r.repliedAt),
      userId: accounts.get(r.email.toLowerCase()) ?? null,
    })),
    total,
  );
}

/** The accounts holding these e-mail addresses (any case), in one indexed query for the page. */
async function accountsByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const lower = sql<string>`lower(${users.email})`;
  const rows = await db.select({ id: users.id, email: lower }).from(users).where(inArray(lower, wanted));
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function listPartnerships(
  db: Database,
  query: z.output<typeof PartnershipListQuerySchema>,
): Promise<ListPage<PartnershipRecord>> {
  const { rows, total } = await listPage(db, partnershipRequests, query, {
    search: [
      partnershipRequests.name,
      partnershipRequests.company,
      partnershipRequests.email,
      partnershipRequests.businessType,
    ],
    sorts: {
      submittedAt: partnershipRequests.submittedAt,
      name: partnershipRequests.name,
      company: partnershipRequests.company,
      businessType: partnershipRequests.businessType,
    },
  });
  return pageOf(
    query,
    rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) })),
    total,
  );
}

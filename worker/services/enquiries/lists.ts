import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { ContactRecord, PartnershipRecord } from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { contactSubmissions, partnershipRequests } from "../../db/schema";
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
  return pageOf(
    query,
    rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt), repliedAt: iso(r.repliedAt) })),
    total,
  );
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

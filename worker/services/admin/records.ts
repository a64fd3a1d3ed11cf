import { desc } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type {
  AuditEntry,
  AuditLogRecord,
  BanLogRecord,
  ContactRecord,
  PartnershipRecord,
} from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { auditLogs, banLogs, contactSubmissions, partnershipRequests } from "../../db/schema";
import { withTargetNames } from "./audit-targets";
import { listPage, pageOf } from "./lists";

// The read-only lists of the dashboard: contacts, partnerships, ban logs, audit logs, orders.

export const ContactListQuerySchema = listQuerySchema(["submittedAt", "name", "email"], "submittedAt");
export const PartnershipListQuerySchema = listQuerySchema(
  ["submittedAt", "name", "company", "businessType"],
  "submittedAt",
);
export const BanLogListQuerySchema = listQuerySchema(
  ["issuedAt", "userId", "adminId", "banExpiresAt"],
  "issuedAt",
);
export const AuditListQuerySchema = listQuerySchema(
  ["createdAt", "action", "adminId", "targetType"],
  "createdAt",
);
// The Orders list moved to its own module with its filters (issue 15); its names stay here too.
export { listOrders, OrderListQuerySchema } from "./orders-list";

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
    rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) })),
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

export async function listBanLogs(
  db: Database,
  query: z.output<typeof BanLogListQuerySchema>,
): Promise<ListPage<BanLogRecord>> {
  const { rows, total } = await listPage(db, banLogs, query, {
    search: [banLogs.reason, banLogs.banDuration],
    sorts: {
      issuedAt: banLogs.issuedAt,
      userId: banLogs.userId,
      adminId: banLogs.adminId,
      banExpiresAt: banLogs.banExpiresAt,
    },
  });
  return pageOf(
    query,
    rows.map((r) => ({ ...r, banExpiresAt: iso(r.banExpiresAt), issuedAt: iso(r.issuedAt) })),
    total,
  );
}

export async function listAuditLogs(
  db: Database,
  query: z.output<typeof AuditListQuerySchema>,
): Promise<ListPage<AuditLogRecord>> {
  const { rows, total } = await listPage(db, auditLogs, query, {
    search: [auditLogs.action, auditLogs.targetType, auditLogs.details],
    sorts: {
      createdAt: auditLogs.createdAt,
      action: auditLogs.action,
      adminId: auditLogs.adminId,
      targetType: auditLogs.targetType,
    },
  });
  return pageOf(
    query,
    await withTargetNames(
      db,
      rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    ),
    total,
  );
}

/** The Analytics panel's rows: what was done to what, when and by whom; no address or browser. */
export async function recentAuditLogs(db: Database, limit = 5): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLogs.id,
      adminId: auditLogs.adminId,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      details: auditLogs.details,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .orderBy(desc(auditLogs.id))
    .limit(limit);
  return withTargetNames(
    db,
    rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  );
}

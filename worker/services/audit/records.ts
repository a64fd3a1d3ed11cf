import { count, desc, eq, getTableColumns } from "drizzle-orm";
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
import { adminUsers, auditLogs, banLogs, contactSubmissions, partnershipRequests } from "../../db/schema";
import { listPage, offsetOf, orderBy, pageOf, searchAny } from "../shared/lists";
import { withTargetNames } from "./targets";

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
export { listOrders, OrderListQuerySchema } from "../orders/list";

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

/** The acting staff member's username, joined in the rows' own query: null once the account is gone. */
const adminUsername = adminUsers.username;
const byAdmin = eq(adminUsers.id, auditLogs.adminId);

export async function listAuditLogs(
  db: Database,
  query: z.output<typeof AuditListQuerySchema>,
): Promise<ListPage<AuditLogRecord>> {
  const where = searchAny(query.q, [auditLogs.action, auditLogs.targetType, auditLogs.details]);
  const sorts = {
    createdAt: auditLogs.createdAt,
    action: auditLogs.action,
    adminId: auditLogs.adminId,
    targetType: auditLogs.targetType,
  };
  const [rows, [totals]] = await db.batch([
    db
      .select({ ...getTableColumns(auditLogs), adminUsername })
      .from(auditLogs)
      .leftJoin(adminUsers, byAdmin)
      .where(where)
      .orderBy(...orderBy(query, sorts, auditLogs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return pageOf(
    query,
    await withTargetNames(
      db,
      rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    ),
    totals?.total ?? 0,
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
      adminUsername,
    })
    .from(auditLogs)
    .leftJoin(adminUsers, byAdmin)
    .orderBy(desc(auditLogs.id))
    .limit(limit);
  return withTargetNames(
    db,
    rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  );
}

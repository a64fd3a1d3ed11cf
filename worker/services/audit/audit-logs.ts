import { desc, eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { AuditEntry, AuditLogRecord } from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import { adminUsers, auditLogs } from "../../db/schema";
import { countUpToCap, oneColumn, orderBy, pageOf, searchAny, sortedPage } from "../shared/lists";
import { withTargetNames } from "./targets";

// The audit log as staff read it: the full list and the Analytics panel's latest rows.

export const AuditListQuerySchema = listQuerySchema(
  ["createdAt", "action", "adminId", "targetType"],
  "createdAt",
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
    sortedPage(
      db
        .select({ ...getTableColumns(auditLogs), adminUsername })
        .from(auditLogs)
        .leftJoin(adminUsers, byAdmin)
        .where(where)
        .$dynamic(),
      query,
      orderBy(query, sorts, auditLogs.id),
    ),
    countUpToCap(db, db.select(oneColumn).from(auditLogs).where(where)),
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

import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { senToDecimal } from "../../../app/lib/money";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type {
  AdminOrder,
  AuditEntry,
  AuditLogRecord,
  BanLogRecord,
  ContactRecord,
  PartnershipRecord,
} from "../../../app/schemas/admin/records";
import type { Database } from "../../db/client";
import {
  auditLogs,
  banLogs,
  contactSubmissions,
  fulfilments,
  orderItems,
  orders,
  partnershipRequests,
  products,
} from "../../db/schema";
import { withTargetNames } from "./audit-targets";
import { listPage, offsetOf, orderBy, pageOf, searchAny } from "./lists";

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
export const OrderListQuerySchema = listQuerySchema(
  ["createdAt", "id", "total", "status", "customerName"],
  "createdAt",
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

export async function listOrders(
  db: Database,
  query: z.output<typeof OrderListQuerySchema>,
): Promise<ListPage<AdminOrder>> {
  const where = searchAny(query.q, [
    orders.customerName,
    orders.customerEmail,
    orders.status,
    sql`cast(${orders.id} as text)`,
  ]);
  const [rows, [totals]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          {
            createdAt: orders.createdAt,
            id: orders.id,
            total: orders.totalAmountSen,
            status: orders.status,
            customerName: orders.customerName,
          },
          orders.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: orderItems.id,
            orderId: orderItems.orderId,
            quantity: orderItems.quantity,
            productName: products.name,
            // Issue 13: how each line is being delivered.
            type: products.type,
            fulfilment: fulfilments.status,
            lastError: fulfilments.lastError,
            carrier: fulfilments.carrier,
            trackingNumber: fulfilments.trackingNumber,
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .leftJoin(fulfilments, eq(fulfilments.orderItemId, orderItems.id))
          .where(inArray(orderItems.orderId, ids));
  return pageOf(
    query,
    rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      totalAmountSen: r.totalAmountSen,
      totalAmount: senToDecimal(r.totalAmountSen),
      status: r.status,
      createdAt: iso(r.createdAt),
      items: items
        .filter((i) => i.orderId === r.id)
        .map((i) => ({
          id: i.id,
          productName: i.productName,
          quantity: i.quantity,
          type: i.type,
          fulfilment: i.fulfilment,
          lastError: i.lastError,
          carrier: i.carrier,
          trackingNumber: i.trackingNumber,
        })),
    })),
    totals?.total ?? 0,
  );
}

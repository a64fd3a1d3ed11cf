import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { senToDecimal } from "../../../app/lib/money";
import { listQuerySchema } from "../../../app/schemas/admin/common";
import type { Database } from "../../db/client";
import {
  auditLogs,
  banLogs,
  contactSubmissions,
  orderItems,
  orders,
  partnershipRequests,
  products,
} from "../../db/schema";
import { offsetOf, orderBy, pageOf, searchAny } from "./lists";

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

export async function listContacts(db: Database, query: z.output<typeof ContactListQuerySchema>) {
  const t = contactSubmissions;
  const where = searchAny(query.q, [t.name, t.email, t.message]);
  const [rows, [totals]] = await db.batch([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderBy(query, { submittedAt: t.submittedAt, name: t.name, email: t.email }, t.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return pageOf(
    query,
    rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) })),
    totals?.total ?? 0,
  );
}

export async function listPartnerships(db: Database, query: z.output<typeof PartnershipListQuerySchema>) {
  const t = partnershipRequests;
  const where = searchAny(query.q, [t.name, t.company, t.email, t.businessType]);
  const [rows, [totals]] = await db.batch([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { submittedAt: t.submittedAt, name: t.name, company: t.company, businessType: t.businessType },
          t.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return pageOf(
    query,
    rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) })),
    totals?.total ?? 0,
  );
}

export async function listBanLogs(db: Database, query: z.output<typeof BanLogListQuerySchema>) {
  const t = banLogs;
  const where = searchAny(query.q, [t.reason, t.banDuration]);
  const [rows, [totals]] = await db.batch([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { issuedAt: t.issuedAt, userId: t.userId, adminId: t.adminId, banExpiresAt: t.banExpiresAt },
          t.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return pageOf(
    query,
    rows.map((r) => ({ ...r, banExpiresAt: iso(r.banExpiresAt), issuedAt: iso(r.issuedAt) })),
    totals?.total ?? 0,
  );
}

export async function listAuditLogs(db: Database, query: z.output<typeof AuditListQuerySchema>) {
  const t = auditLogs;
  const where = searchAny(query.q, [t.action, t.targetType, t.details]);
  const [rows, [totals]] = await db.batch([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { createdAt: t.createdAt, action: t.action, adminId: t.adminId, targetType: t.targetType },
          t.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return pageOf(
    query,
    rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    totals?.total ?? 0,
  );
}

export async function recentAuditLogs(db: Database, limit = 5) {
  const rows = await db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

export async function listOrders(db: Database, query: z.output<typeof OrderListQuerySchema>) {
  const where = searchAny(query.q, [
    orders.customerName,
    orders.customerEmail,
    orders.status,
    sql`cast(${orders.id} as text)` as never,
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
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
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
        .map((i) => ({ id: i.id, productName: i.productName, quantity: i.quantity })),
    })),
    totals?.total ?? 0,
  );
}

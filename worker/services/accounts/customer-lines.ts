import { desc, eq, sql } from "drizzle-orm";
import type {
  CustomerEsimLine,
  CustomerOrderLine,
  CustomerProfile,
} from "../../../app/schemas/admin/customer";
import { isBanInForce } from "../../auth/ban";
import type { Database } from "../../db/client";
import { esims, orderItems, orders, products, users } from "../../db/schema";
import { esimStatusOf } from "../orders/esims";
import { erasedCustomerName, isErasedAccount } from "./deletion";

// What the back office shows beside a customer wherever they appear (the customer page, the chat):
// statements for one db.batch, each read through an index on the customer's id.

type UserRow = typeof users.$inferSelect;

export function customerRow(db: Database, userId: number) {
  return db.select().from(users).where(eq(users.id, userId)).limit(1);
}

export function toCustomerProfile(row: UserRow, now = Date.now()): CustomerProfile {
  const name = isErasedAccount(row)
    ? erasedCustomerName(row.id)
    : [row.firstName, row.lastName].filter(Boolean).join(" ");
  const state = row.deletedAt
    ? "deleted"
    : isBanInForce(row, now)
      ? "banned"
      : row.active
        ? "active"
        : "inactive";
  return {
    id: row.id,
    username: row.username,
    name,
    email: row.email,
    locale: row.locale,
    tier: row.role,
    createdAt: row.createdAt.toISOString(),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    state,
  };
}

/** The customer's latest orders, newest first. */
export function latestOrders(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmountSen: orders.totalAmountSen,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export function toOrderLines(rows: Awaited<ReturnType<typeof latestOrders>>): CustomerOrderLine[] {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The customer's latest eSIMs: the ICCID's last four digits only (staff open the order for more). */
export function latestEsims(db: Database, userId: number, limit: number) {
  return db
    .select({
      iccidTail: sql<string>`substr(${esims.iccid}, -4)`,
      orderId: esims.orderId,
      status: esims.status,
      boughtAs: orderItems.productName,
      catalogueName: products.name,
    })
    .from(esims)
    .innerJoin(orders, eq(orders.id, esims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(esims.id))
    .limit(limit);
}

export function toEsimLines(rows: Awaited<ReturnType<typeof latestEsims>>): CustomerEsimLine[] {
  return rows.map((row) => ({
    iccidTail: row.iccidTail,
    orderId: row.orderId,
    planName: row.boughtAs ?? row.catalogueName,
    status: esimStatusOf(row.status),
  }));
}

import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers, users } from "./accounts";
import { createdAt } from "./columns";
import { orderItems, orders } from "./orders";

// ── Payments (decision 0011) ─────────────────────────────────────────────────────────

/** Stripe events already handled: the id is the primary key, so each is processed once. */
export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    // "applied", "ignored", "amount_mismatch", "unknown_order".
    outcome: text("outcome").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_events_order_idx").on(t.orderId)],
);

/**
 * Each refund the shop made through Stripe: its Stripe id and amount, written in the
 * same batch as the refunded amounts. Unique by Stripe id, so a replayed idempotent call adds none.
 */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    stripeRefundId: text("stripe_refund_id").notNull(),
    amountSen: integer("amount_sen").notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_refunds_stripe_uq").on(t.stripeRefundId),
    index("order_refunds_order_idx").on(t.orderId, t.id),
  ],
);

/**
 * Never holds a row: a checkout batch inserts `0` here when a stock reservation matched no row,
 * and the CHECK makes the whole batch (order, items, other reservations) roll back.
 */
export const stockGuard = sqliteTable("stock_guard", { ok: integer("ok").notNull() }, (t) => [
  check("stock_guard_never_written", sql`${t.ok} = 1`),
]);

export const REFUND_REQUEST_STATUSES = ["requested", "approved", "declined"] as const;

/** A customer's refund request (SPEC.md §9 refund policy), decided by staff. */
export const refundRequests = sqliteTable(
  "refund_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_REQUEST_STATUSES }).notNull().default("requested"),
    decidedBy: integer("decided_by").references(() => adminUsers.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refund_requests_open_uq").on(t.orderId).where(sql`${t.status} = 'requested'`),
    index("refund_requests_status_idx").on(t.status, t.createdAt),
  ],
);

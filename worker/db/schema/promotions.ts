import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { orders } from "./orders";

export const PROMOTION_KINDS = ["percent", "amount"] as const;
export const REDEMPTION_STATES = ["held", "redeemed", "released"] as const;

/** A promotion code staff run (decision 0048); `code` is stored upper-case, so lookups ignore case. */
export const promotions = sqliteTable(
  "promotions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
    // A percentage (1-100) or an amount in sen.
    value: integer("value").notNull(),
    minSubtotalSen: integer("min_subtotal_sen").notNull().default(0),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    // null = no limit.
    maxRedemptions: integer("max_redemptions"),
    perCustomer: integer("per_customer"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("promotions_code_uq").on(t.code), index("promotions_created_idx").on(t.createdAt)],
);

/**
 * One use of a code by one order: `held` from checkout until the session is paid (`redeemed`) or
 * ends unpaid (`released`). Limits count held and redeemed rows, like stock counts reservations.
 */
export const promotionRedemptions = sqliteTable(
  "promotion_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state", { enum: REDEMPTION_STATES }).notNull().default("held"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_order_uq").on(t.orderId),
    index("promotion_redemptions_promotion_idx").on(t.promotionId, t.state),
    index("promotion_redemptions_user_idx").on(t.userId, t.promotionId, t.state),
  ],
);

/** The code a cart carries, for a signed-in customer or a guest's cart cookie (like cart_items). */
export const cartPromotions = sqliteTable(
  "cart_promotions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_promotions_session_uq").on(t.sessionId),
    uniqueIndex("cart_promotions_user_uq").on(t.userId),
    index("cart_promotions_promotion_idx").on(t.promotionId),
    check("cart_promotions_owner", sql`(${t.sessionId} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * Never holds a row: a checkout batch inserts `0` here when its code's hold matched no row (the
 * limit is reached), and the CHECK rolls the whole batch back, as stock_guard does for stock.
 */
export const promotionGuard = sqliteTable("promotion_guard", { ok: integer("ok").notNull() }, (t) => [
  check("promotion_guard_never_written", sql`${t.ok} = 1`),
]);

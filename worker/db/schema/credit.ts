import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CLAWBACK_CAUSES } from "../../../app/schemas/credit";
import { adminUsers, users } from "./accounts";
import { createdAt } from "./columns";
import { orders } from "./orders";

export const CREDIT_GRANT_KINDS = ["referral", "goodwill", "refund"] as const;
export const CREDIT_SPEND_STATES = ["held", "spent", "released"] as const;

/**
 * Credit a customer was given (decision 0049): each grant lasts 12 months and keeps what is left of
 * it, so the balance is one sum over the unexpired grants, and a spend can never take more than a
 * grant has (the CHECK) even when two checkouts race.
 */
export const creditGrants = sqliteTable(
  "credit_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CREDIT_GRANT_KINDS }).notNull(),
    amountSen: integer("amount_sen").notNull(),
    remainingSen: integer("remaining_sen").notNull(),
    // Staff's reason for goodwill credit; null otherwise.
    note: text("note"),
    // The friend's order a referral reward is for; the refunded order credit came back from.
    sourceOrderId: integer("source_order_id").references(() => orders.id, { onDelete: "set null" }),
    grantedBy: integer("granted_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("credit_grants_user_idx").on(t.userId, t.expiresAt),
    // One reward per friend's order, however often the cron runs.
    uniqueIndex("credit_grants_referral_uq").on(t.sourceOrderId).where(sql`kind = 'referral'`),
    index("credit_grants_source_idx").on(t.sourceOrderId),
    check(
      "credit_grants_amounts",
      sql`${t.amountSen} > 0 and ${t.remainingSen} between 0 and ${t.amountSen}`,
    ),
  ],
);

/**
 * What an order took from one grant: `held` from checkout until the order is paid (`spent`) or
 * cancelled unpaid (`released`, and the amount goes back to the grant), like a promotion's use.
 */
export const creditSpends = sqliteTable(
  "credit_spends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    grantId: integer("grant_id")
      .notNull()
      .references(() => creditGrants.id, { onDelete: "cascade" }),
    amountSen: integer("amount_sen").notNull(),
    state: text("state", { enum: CREDIT_SPEND_STATES }).notNull().default("held"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_spends_order_grant_uq").on(t.orderId, t.grantId),
    index("credit_spends_user_idx").on(t.userId, t.createdAt),
    index("credit_spends_grant_idx").on(t.grantId),
  ],
);

/**
 * A referral reward taken back because the friend's order was refunded or disputed (decision
 * 0062), one per reward. `recovered_sen` is what the reward still had (now out of the balance),
 * `owed_sen` what had been spent already: the balance never goes below zero, staff read the debt.
 */
export const creditClawbacks = sqliteTable(
  "credit_clawbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: integer("grant_id")
      .notNull()
      .references(() => creditGrants.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    cause: text("cause", { enum: CLAWBACK_CAUSES }).notNull(),
    amountSen: integer("amount_sen").notNull(),
    recoveredSen: integer("recovered_sen").notNull(),
    owedSen: integer("owed_sen").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_clawbacks_grant_uq").on(t.grantId),
    index("credit_clawbacks_user_idx").on(t.userId, t.createdAt),
    check(
      "credit_clawbacks_amounts",
      sql`${t.recoveredSen} >= 0 and ${t.owedSen} >= 0 and ${t.recoveredSen} + ${t.owedSen} <= ${t.amountSen}`,
    ),
  ],
);

/** Never holds a row: a checkout whose credit was taken meanwhile inserts 0 here and its batch fails. */
export const creditGuard = sqliteTable("credit_guard", { ok: integer("ok").notNull() }, (t) => [
  check("credit_guard_never_written", sql`${t.ok} = 1`),
]);

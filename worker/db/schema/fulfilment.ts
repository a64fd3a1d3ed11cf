import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { orderItems, orders } from "./orders";
import { ESIM_ALERT_LEVELS, FULFILMENT_STATUSES, PRODUCT_TYPES } from "./vocabulary";

// Fulfilment (decision 0012). One row per paid order line, claimed before the supplier is
// called (unique by order item); eSIM profiles received; physical SIM shipping on the same row.
export const fulfilments = sqliteTable(
  "fulfilments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PRODUCT_TYPES }).notNull(),
    status: text("status", { enum: FULFILMENT_STATUSES }).notNull().default("pending"),
    // Our idempotency id for the supplier order: a retry looks it up instead of ordering again.
    requestId: text("request_id").notNull(),
    packageCode: text("package_code"),
    quantity: integer("quantity").notNull(),
    supplier: text("supplier"),
    supplierRef: text("supplier_ref"),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
    // A top-up line: how many of its package the eSIM carried before the first attempt. The supplier
    // takes no idempotency key, so a retry compares the package history with this count.
    topupBaseline: integer("topup_baseline"),
    lastError: text("last_error"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: integer("shipped_at", { mode: "timestamp_ms" }),
    shippedBy: integer("shipped_by").references(() => adminUsers.id, { onDelete: "set null" }),
    // When staff said the posted SIM arrived (decision 0072).
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fulfilments_order_item_uq").on(t.orderItemId),
    uniqueIndex("fulfilments_request_id_uq").on(t.requestId),
    index("fulfilments_order_idx").on(t.orderId),
    // Physical SIM lines still waiting to be posted, for the back office's attention counts.
    index("fulfilments_kind_status_idx").on(t.kind, t.status),
  ],
);

export const esims = sqliteTable(
  "esims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    fulfilmentId: integer("fulfilment_id")
      .notNull()
      .references(() => fulfilments.id, { onDelete: "cascade" }),
    iccid: text("iccid").notNull(),
    smdpAddress: text("smdp_address").notNull(),
    activationCode: text("activation_code").notNull(),
    lpa: text("lpa").notNull(),
    apn: text("apn"),
    status: text("status").notNull().default("issued"),
    supplier: text("supplier").notNull(),
    supplierRef: text("supplier_ref").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("esims_iccid_uq").on(t.iccid), index("esims_order_idx").on(t.orderId, t.id)],
);

// Each usage alert an eSIM raised, once per level and round (a delivered top-up starts a new
// round), whether it came from the supplier's webhook or the hourly check. The unique index is
// what makes a repeated notification write no second e-mail.
export const esimAlerts = sqliteTable(
  "esim_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    esimId: integer("esim_id")
      .notNull()
      .references(() => esims.id, { onDelete: "cascade" }),
    level: text("level", { enum: ESIM_ALERT_LEVELS }).notNull(),
    round: integer("round").notNull().default(0),
    source: text("source", { enum: ["supplier", "check"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("esim_alerts_level_uq").on(t.esimId, t.level, t.round)],
);

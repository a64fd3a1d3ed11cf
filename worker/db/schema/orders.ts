import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { products } from "./catalogue";
import { createdAt } from "./columns";
import { ITEM_KINDS, ORDER_STATUSES, PRODUCT_TYPES, type ShippingAddress, STOCK_STATES } from "./vocabulary";

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_session_product_uq").on(t.sessionId, t.productId),
    uniqueIndex("cart_items_user_product_uq").on(t.userId, t.productId),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_owner", sql`(${t.sessionId} is null) <> (${t.userId} is null)`),
    check("cart_items_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    totalAmountSen: integer("total_amount_sen").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentIntentId: text("payment_intent_id"),
    // Who took the money: Stripe, or nobody (the seed's demo orders, whose ids Stripe never saw, so
    // refunding one is recorded in the shop alone; decision 0076).
    paymentProvider: text("payment_provider", { enum: ["stripe", "seed"] })
      .notNull()
      .default("stripe"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    // Stripe Checkout (decision 0011).
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    paymentMethod: text("payment_method"),
    currency: text("currency").notNull().default("myr"),
    shippingAddress: text("shipping_address", { mode: "json" }).$type<ShippingAddress>(),
    refundedAmountSen: integer("refunded_amount_sen").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    stockState: text("stock_state", { enum: STOCK_STATES }).notNull().default("none"),
    // The charge the payment made and how it was paid,
    // read from the PaymentIntent's latest_charge when the payment succeeds; null on older orders.
    stripeChargeId: text("stripe_charge_id"),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    // Stripe's fingerprint of the card (the same card gives the same one across customers).
    cardFingerprint: text("card_fingerprint"),
    // When the cardholder disputed the charge at their bank (charge.dispute.created).
    disputedAt: integer("disputed_at", { mode: "timestamp_ms" }),
    kind: text("kind", { enum: ITEM_KINDS }).notNull().default("plan"),
    // A top-up order adds its package to this eSIM (its ICCID); null for plan orders.
    topupIccid: text("topup_iccid"),
    // What the supplier says it delivered when that disagrees with what was sold (data or days),
    // for staff to look at; null when it agrees or once staff marked it checked.
    supplierMismatch: text("supplier_mismatch"),
    // Before the promotion code's discount; null on orders placed before codes existed (= total).
    subtotalAmountSen: integer("subtotal_amount_sen"),
    discountAmountSen: integer("discount_amount_sen").notNull().default(0),
    promoCode: text("promo_code"),
    // A referred friend's first order: RM 10 off after the code (decision 0049).
    referralDiscountSen: integer("referral_discount_sen").notNull().default(0),
    // Paid from the customer's credit; the card paid `total_amount_sen`, the rest.
    creditAmountSen: integer("credit_amount_sen").notNull().default(0),
    // How much of that credit a refund has given back.
    creditRefundedSen: integer("credit_refunded_sen").notNull().default(0),
    // A hash of the client address the checkout came from, so one device cannot hold all of a
    // Physical SIM's stock across accounts it makes (decision 0063); null before that and for top-ups.
    holdClient: text("hold_client"),
  },
  (t) => [
    check("orders_payment_provider_known", sql`${t.paymentProvider} in ('stripe', 'seed')`),
    index("orders_topup_iccid_idx").on(t.topupIccid),
    // The flagged orders, longest waiting first, without walking the unflagged ones.
    index("orders_supplier_mismatch_idx").on(t.createdAt).where(sql`${t.supplierMismatch} is not null`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // My Orders counts a customer's cancelled payments on every visit: without it SQLite walks
    // every cancelled order in the shop (200 ms at ten times the seed).
    index("orders_user_status_idx").on(t.userId, t.status),
    // Analytics counts the orders placed in its window by status from this index alone.
    index("orders_created_status_idx").on(t.createdAt, t.status),
    index("orders_status_idx").on(t.status),
    // Every admin sort is served by an index.
    index("orders_total_idx").on(t.totalAmountSen),
    index("orders_customer_name_idx").on(t.customerName),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("orders_checkout_session_uq").on(t.stripeCheckoutSessionId),
    index("orders_payment_intent_idx").on(t.paymentIntentId),
    // Analytics sums the orders paid in its window, from this index alone (covering).
    index("orders_paid_sales_idx").on(t.paidAt, t.totalAmountSen, t.refundedAmountSen),
    // The cron's referral rewards walk the friends' paid orders only.
    index("orders_referral_idx").on(t.referralDiscountSen, t.paidAt),
    // A checkout sums what the same client holds unpaid, and what it let go of lately.
    index("orders_hold_client_idx").on(t.holdClient, t.status),
    // A referral reward looks for the friend's card among the referrer's orders.
    index("orders_card_fingerprint_idx").on(t.cardFingerprint, t.userId),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    priceSen: integer("price_sen").notNull(),
    createdAt: createdAt(),
    // What was bought, as it was named then; later catalogue edits never change an order.
    productName: text("product_name"),
    // The same name in Malay and Chinese at purchase (decision 0075); null on older lines.
    productNameMs: text("product_name_ms"),
    productNameZh: text("product_name_zh"),
    productType: text("product_type", { enum: PRODUCT_TYPES }),
    refundedAmountSen: integer("refunded_amount_sen").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

/**
 * Analytics' plan sales, one row per UTC day of payment and plan (decision 0025): net of refunds,
 * recomputed from the orders for each day `sales_days_stale` names. Triggers in migration 0013
 * name a day whenever an order paid on it, or one of its lines, changes.
 */
export const salesByDayPlan = sqliteTable(
  "sales_by_day_plan",
  {
    day: text("day").notNull(),
    productId: integer("product_id").notNull(),
    productName: text("product_name"),
    quantity: integer("quantity").notNull(),
    netSen: integer("net_sen").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Analytics' day totals (decision 0026): the orders paid on a UTC day, what they paid and what has been refunded of them. */
export const salesByDay = sqliteTable("sales_by_day", {
  day: text("day").primaryKey(),
  orders: integer("orders").notNull(),
  grossSen: integer("gross_sen").notNull(),
  refundedSen: integer("refunded_sen").notNull(),
});

/** Analytics' orders by status (decision 0026): the orders placed on a UTC day, by their status now. */
export const ordersByDayStatus = sqliteTable(
  "orders_by_day_status",
  {
    day: text("day").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    orders: integer("orders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * A UTC day whose rows in `sales_by_day_plan`, `sales_by_day` and `orders_by_day_status` no longer
 * match the orders (a write touched an order paid or placed on it; triggers of migrations 0013-0014).
 */
export const salesDaysStale = sqliteTable("sales_days_stale", {
  day: text("day").primaryKey(),
});

/**
 * Analytics' customer counts (decision 0026), per UTC day of sign-up: every customer, the deleted
 * ones, and the live ones whose account is active. Bans expire with time, so they are counted live.
 */
export const customersByDay = sqliteTable("customers_by_day", {
  day: text("day").primaryKey(),
  customers: integer("customers").notNull(),
  deleted: integer("deleted").notNull(),
  active: integer("active").notNull(),
});

/** A sign-up day whose `customers_by_day` row no longer matches its customers (triggers of migration 0014). */
export const customerDaysStale = sqliteTable("customer_days_stale", {
  day: text("day").primaryKey(),
});

/** Every move of an order's status, written in the same batch as the move (never updated). */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    // "webhook:<stripe event id>", "staff:<admin id>", "customer:<user id>" or "system:<what>".
    cause: text("cause").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

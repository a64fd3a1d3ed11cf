import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../app/lib/locale";
import { EMAIL_STATUSES, type EmailStatus } from "../../app/schemas/admin/emails";
import { PAGE_KEYS, type PageKey } from "../../app/schemas/content";
import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from "../../app/schemas/orders";
import { PLAN_SPEEDS, PRODUCT_TYPES, type ProductType, VALIDITY_STARTS } from "../../app/schemas/product";
import { USER_ROLES, type UserRole } from "../../app/schemas/roles";

// Timestamps are unix milliseconds; money is integer sen (1 RM = 100 sen).
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

export { REGIONS, type Region } from "../../app/schemas/catalogue-vocabulary";
// Value lists the browser bundle needs too live in app/schemas (free of drizzle); re-exported here.
export {
  EMAIL_STATUSES,
  type EmailStatus,
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_KEYS,
  type PageKey,
  PLAN_SPEEDS,
  PRODUCT_TYPES,
  type ProductType,
  USER_ROLES,
  type UserRole,
  VALIDITY_STARTS,
};

/**
 * What a catalogue item or an order is: a plan sold in the shop, or a top-up that adds data and days
 * to an eSIM the customer already has. Top-ups are priced by staff and never listed as plans.
 */
export const ITEM_KINDS = ["plan", "topup"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The supplier's usage alerts (its names), and the hourly check's for the demo supplier. */
export const ESIM_ALERT_LEVELS = ["data_75", "data_90", "expire_3", "expire_1"] as const;
export type EsimAlertLevel = (typeof ESIM_ALERT_LEVELS)[number];

/** Where an order's Physical SIM stock stands (reserved at checkout, then taken or released). */
export const STOCK_STATES = ["none", "reserved", "taken", "released"] as const;

export interface ShippingAddress {
  customerName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    password: text("password").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    countryCode: text("country_code"),
    ipAddress: text("ip_address"),
    role: text("role", { enum: USER_ROLES }).notNull().default("bronze"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    banned: integer("banned", { mode: "boolean" }).notNull().default(false),
    banReason: text("ban_reason"),
    banExpiresAt: integer("ban_expires_at", { mode: "timestamp_ms" }),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    deletedBy: integer("deleted_by").references(() => adminUsers.id, { onDelete: "set null" }),
    // Sessions issued before this instant are void (password/e-mail change, ban, delete).
    sessionsValidAfter: integer("sessions_valid_after", { mode: "timestamp_ms" }).notNull().default(now),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set when the owner opened the verification link sent to `email`.
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    // Usage alerts ("25 % of its data left", "expires in 3 days") by e-mail; the owner may turn them off.
    esimAlertEmails: integer("esim_alert_emails", { mode: "boolean" }).notNull().default(true),
    // The language the customer signed up in or last chose in the switcher: their e-mails are written in it.
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
  },
  (t) => [
    index("users_created_at_idx").on(t.createdAt),
    index("users_role_idx").on(t.role),
    index("users_state_idx").on(t.deletedAt, t.active, t.banned, t.banExpiresAt),
    // Analytics counts the bans in force live: a walk over the banned, not over every customer.
    index("users_banned_idx").on(t.banned, t.deletedAt, t.banExpiresAt, t.active),
    // Sign-in looks a customer up by e-mail or username, case-insensitively, through an index.
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_locale_known", sql`${t.locale} in ('en', 'ms', 'zh-Hans')`),
  ],
);

export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the cookie token; the token itself is never stored.
    sessionToken: text("session_token").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    // "Where you're signed in": the browser (User-Agent, shortened), the approximate place
    // (Cloudflare's city/country of the request, never the address) and when it was last used.
    userAgent: text("user_agent"),
    place: text("place"),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

export const adminUsers = sqliteTable("admin_users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  password: text("password").notNull(),
  role: text("role").notNull().default("controller"),
  isSuperAdmin: integer("is_super_admin", { mode: "boolean" }).notNull().default(false),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  sessionsValidAfter: integer("sessions_valid_after", { mode: "timestamp_ms" }).notNull().default(now),
  createdAt: createdAt(),
});

export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    sessionToken: text("session_token").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
    place: text("place"),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/**
 * Browsers that have signed in to an account (OWASP "device cookies"): the cookie holds a random
 * token, only its SHA-256 is kept. Failed sign-ins from a known device count against that device;
 * all unknown devices share one budget per account, so guessing cannot lock the owner out.
 */
export const KNOWN_DEVICE_ACCOUNTS = ["customer", "staff"] as const;
export const knownDevices = sqliteTable(
  "known_devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountKind: text("account_kind", { enum: KNOWN_DEVICE_ACCOUNTS }).notNull(),
    accountId: integer("account_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("known_devices_token_uq").on(t.tokenHash),
    index("known_devices_account_idx").on(t.accountKind, t.accountId),
  ],
);

export const adminPermissions = sqliteTable("admin_permissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  adminId: integer("admin_id")
    .notNull()
    .unique()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  canBanUsers: integer("can_ban_users", { mode: "boolean" }).notNull().default(false),
  canManageProducts: integer("can_manage_products", { mode: "boolean" }).notNull().default(false),
  canManageImages: integer("can_manage_images", { mode: "boolean" }).notNull().default(false),
  canViewOrders: integer("can_view_orders", { mode: "boolean" }).notNull().default(false),
  canViewContacts: integer("can_view_contacts", { mode: "boolean" }).notNull().default(false),
  canViewPartners: integer("can_view_partners", { mode: "boolean" }).notNull().default(false),
  canViewAuditLogs: integer("can_view_audit_logs", { mode: "boolean" }).notNull().default(false),
  canManageInventory: integer("can_manage_inventory", { mode: "boolean" }).notNull().default(false),
  canManageUsers: integer("can_manage_users", { mode: "boolean" }).notNull().default(false),
  // Beyond the spec's nine flags: the tabs it left unguarded get their own flag.
  canManageReviews: integer("can_manage_reviews", { mode: "boolean" }).notNull().default(false),
  canManageContent: integer("can_manage_content", { mode: "boolean" }).notNull().default(false),
  canAnswerChat: integer("can_answer_chat", { mode: "boolean" }).notNull().default(false),
  // Refund, cancel unpaid orders, decide refund requests.
  canRefundOrders: integer("can_refund_orders", { mode: "boolean" }).notNull().default(false),
  // Reading whole e-mail bodies (audited); the E-mails list itself needs only canViewOrders.
  canReadEmails: integer("can_read_emails", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Optional TOTP two-factor per staff member. The secret
// is kept until confirmed with a first code; last_used_step refuses a code's replay.
export const adminTotp = sqliteTable("admin_totp", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

// Single-use recovery codes, stored as SHA-256 (they carry 50 random bits each, like tokens).
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_recovery_codes_hash_uq").on(t.codeHash),
    index("admin_recovery_codes_admin_idx").on(t.adminId),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    region: text("region").notNull(),
    // Structured so that the shop's duration and data filters can run in SQL.
    durationDays: integer("duration_days").notNull(),
    dataMb: integer("data_mb"), // null = Unlimited
    priceSen: integer("price_sen").notNull(),
    originalPriceSen: integer("original_price_sen"),
    coverage: text("coverage").notNull(),
    // Comma-separated country names, searched by the destination box.
    countries: text("countries").notNull().default(""),
    type: text("type", { enum: PRODUCT_TYPES }).notNull().default("eSIM"),
    popular: integer("popular", { mode: "boolean" }).notNull().default(false),
    image: text("image").notNull(),
    purchaseUrl: text("purchase_url").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    // The eSIM supplier's package code this plan is fulfilled with.
    supplierPackage: text("supplier_package"),
    // Plan facts shown on cards; null = not stated.
    networks: text("networks"),
    speed: text("speed", { enum: PLAN_SPEEDS }),
    hotspot: integer("hotspot", { mode: "boolean" }),
    validityStart: text("validity_start", { enum: VALIDITY_STARTS }),
    topUp: integer("top_up", { mode: "boolean" }),
    kind: text("kind", { enum: ITEM_KINDS }).notNull().default("plan"),
    // What staff write about the plan, and its Malay and Chinese versions (decision 0046): null or
    // empty = not translated, the storefront shows the English.
    description: text("description"),
    nameMs: text("name_ms"),
    nameZh: text("name_zh"),
    descriptionMs: text("description_ms"),
    descriptionZh: text("description_zh"),
  },
  (t) => [
    // Top-up offers are found by the supplier package ids the supplier lists for an eSIM.
    index("products_kind_package_idx").on(t.kind, t.supplierPackage),
    index("products_active_region_type_idx").on(t.active, t.region, t.type),
    index("products_active_popular_idx").on(t.active, t.popular, t.id),
    check("products_price_nonnegative", sql`${t.priceSen} >= 0`),
  ],
);

// Destinations as data (decision 0014): ISO 3166-1 countries and territories, the names
// travellers type for them, and which destinations each plan covers. Rows come from migration 0005.
export const destinations = sqliteTable("destinations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(), // ISO 3166-1 alpha-2
  alpha3: text("alpha3").notNull().unique(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  region: text("region").notNull(),
  flag: text("flag").notNull(),
  popularity: integer("popularity").notNull().default(0),
});

export const destinationAliases = sqliteTable(
  "destination_aliases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    alias: text("alias").notNull(),
    lang: text("lang").notNull(),
  },
  (t) => [uniqueIndex("destination_aliases_destination_alias_unique").on(t.destinationId, t.alias)],
);

export const productDestinations = sqliteTable(
  "product_destinations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.destinationId] }),
    index("product_destinations_destination_idx").on(t.destinationId, t.productId),
  ],
);

export const inventory = sqliteTable(
  "inventory",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: "cascade" }),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    reservedQuantity: integer("reserved_quantity").notNull().default(0),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(10),
    lastUpdated: integer("last_updated", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [check("inventory_stock_nonnegative", sql`${t.stockQuantity} >= 0`)],
);

export const siteImages = sqliteTable("site_images", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  url: text("url").notNull(),
  alt: text("alt").notNull(),
  description: text("description"),
  createdAt: createdAt(),
});

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
    kind: text("kind", { enum: ITEM_KINDS }).notNull().default("plan"),
    // A top-up order adds its package to this eSIM (its ICCID); null for plan orders.
    topupIccid: text("topup_iccid"),
  },
  (t) => [
    index("orders_topup_iccid_idx").on(t.topupIccid),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fulfilments_order_item_uq").on(t.orderItemId),
    uniqueIndex("fulfilments_request_id_uq").on(t.requestId),
    index("fulfilments_order_idx").on(t.orderId),
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

// The transactional outbox (decision 0012). A row is written in the same batch as its cause and
// delivered by the `email` queue consumer; subject and bodies are rendered at the latest at sending.
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    template: text("template").notNull(),
    payload: text("payload").notNull().default("{}"),
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    dedupeKey: text("dedupe_key"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_uq").on(t.dedupeKey),
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_status_idx").on(t.status),
    index("email_outbox_order_idx").on(t.orderId),
  ],
);

// Password reset and e-mail verification links. Only the SHA-256 of the token is stored.
export const AUTH_TOKEN_PURPOSES = ["password_reset", "email_verify"] as const;

export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    // The address the link was sent to (verification proves this one, not a later one).
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_uq").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * The developer's mailbox: what the local e-mail transport "sent", links included, so that people
 * and tests can follow them. Written only when EMAIL_TRANSPORT is local and DEV_MAILBOX=1; never
 * read by any staff screen (GET /__dev/mailbox, 404 on a deploy).
 */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("dev_mailbox_to_idx").on(sql`lower(${t.toAddress})`, t.id)],
);

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("contact_submissions_submitted_idx").on(t.submittedAt),
    index("contact_submissions_name_idx").on(t.name),
    index("contact_submissions_email_idx").on(t.email),
  ],
);

export const partnershipRequests = sqliteTable(
  "partnership_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    businessType: text("business_type").notNull(),
    message: text("message").notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("partnership_requests_submitted_idx").on(t.submittedAt),
    index("partnership_requests_name_idx").on(t.name),
    index("partnership_requests_company_idx").on(t.company),
    index("partnership_requests_business_type_idx").on(t.businessType),
  ],
);

export const banLogs = sqliteTable(
  "ban_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id),
    reason: text("reason").notNull(),
    banDuration: text("ban_duration").notNull(),
    banExpiresAt: integer("ban_expires_at", { mode: "timestamp_ms" }), // null = permanent
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("ban_logs_issued_idx").on(t.issuedAt),
    index("ban_logs_user_idx").on(t.userId),
    index("ban_logs_admin_idx").on(t.adminId),
    index("ban_logs_expires_idx").on(t.banExpiresAt),
  ],
);

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Null only when the customer acted on their own account (deleting it): no staff member did.
    adminId: integer("admin_id").references(() => adminUsers.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    details: text("details").notNull().default("{}"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_created_idx").on(t.createdAt),
    index("audit_logs_admin_idx").on(t.adminId),
    index("audit_logs_action_idx").on(t.action),
    index("audit_logs_target_type_idx").on(t.targetType),
  ],
);

// One chat model (see docs/decisions/0002-one-chat-model.md): the spec's chat_rooms/chat_messages,
// carrying the delivery and read timestamps of its `messages` table.
export const chatRooms = sqliteTable(
  "chat_rooms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Null for a visitor's room (no account yet); set if the visitor later signs in here.
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The customer's first message since staff last replied (null: nobody is waiting),
    // set and cleared with each message, so the room list sorts the longest wait first by index.
    waitingSince: integer("waiting_since", { mode: "timestamp_ms" }),
    // A visitor's room: who they said they are, and the SHA-256 of the random token in their
    // browser's HttpOnly cookie, which is their only way in (the room id is not a secret).
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    visitorTokenHash: text("visitor_token_hash"),
  },
  (t) => [
    index("chat_rooms_waiting_idx").on(t.waitingSince),
    index("chat_rooms_user_status_idx").on(t.userId, t.status),
    index("chat_rooms_updated_idx").on(t.updatedAt),
    index("chat_rooms_user_idx").on(t.userId),
    uniqueIndex("chat_rooms_visitor_token_idx").on(t.visitorTokenHash),
    check(
      "chat_rooms_owner",
      sql`${t.userId} is not null or (${t.visitorTokenHash} is not null and ${t.visitorEmail} is not null)`,
    ),
  ],
);

// Which rooms a staff session has opened a socket in, so logout, deactivation and a
// lost chat permission visit those rooms' objects instead of every room ever created.
export const chatStaffSockets = sqliteTable(
  "chat_staff_sockets",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.roomId, t.sessionHash] }),
    index("chat_staff_sockets_session_idx").on(t.sessionHash),
    index("chat_staff_sockets_created_idx").on(t.createdAt),
  ],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderId: integer("sender_id").notNull(),
    senderType: text("sender_type", { enum: ["user", "admin"] }).notNull(),
    message: text("message").notNull(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_room_created_idx").on(t.roomId, t.id),
    index("chat_messages_room_unread_idx").on(t.roomId, t.senderType, t.isRead),
    // The back office's unread count, on every admin page, reads only unread customer messages.
    index("chat_messages_unread_user_idx")
      .on(t.roomId)
      .where(sql`${t.senderType} = 'user' and ${t.isRead} = 0`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerAvatar: text("customer_avatar"),
    rating: integer("rating").notNull().default(5),
    comment: text("comment").notNull(),
    location: text("location"),
    verified: integer("verified", { mode: "boolean" }).notNull().default(true),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_featured_idx").on(t.featured, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const pageContent = sqliteTable("page_content", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  page: text("page", { enum: PAGE_KEYS }).notNull().unique(),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  content: text("content").notNull(),
  imageUrl: text("image_url"),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
  // Malay and Chinese versions (decision 0046); null or empty = the English is shown.
  titleMs: text("title_ms"),
  subtitleMs: text("subtitle_ms"),
  contentMs: text("content_ms"),
  titleZh: text("title_zh"),
  subtitleZh: text("subtitle_zh"),
  contentZh: text("content_zh"),
});

// Store-wide settings editable by staff (support e-mail, phone, messaging number).
export const storeSettings = sqliteTable("store_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
});

// Fixed-window counters for rate limits that must hold across isolates.
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: integer("window_ends_at").notNull(),
});

// Phones and whether they take an eSIM, as the supplier lists them (refreshed by the daily cron).
// `search_key` is brand and model lower-cased with everything but letters and digits removed, so
// "iphone15", "iPhone 15" and "Apple iPhone-15" all meet the same row.
export const devices = sqliteTable(
  "devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    esim: integer("esim", { mode: "boolean" }).notNull(),
    note: text("note"),
    searchKey: text("search_key").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("devices_brand_model_idx").on(t.brand, t.model),
    index("devices_search_key_idx").on(t.searchKey),
  ],
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

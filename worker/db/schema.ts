import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { USER_ROLES, type UserRole } from "../../app/schemas/roles";

// Timestamps are unix milliseconds; money is integer sen (1 RM = 100 sen).
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

export { USER_ROLES, type UserRole };

export const REGIONS = ["Asia Pacific", "Europe", "Americas", "Global"] as const;
export type Region = (typeof REGIONS)[number];

export const PRODUCT_TYPES = ["eSIM", "Physical SIM"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The order lifecycle (decision 0009): pending → paid → delivered; pending → cancelled;
 * paid|delivered → refunded; paid → failed → delivered|refunded. Moves go through
 * `worker/services/orders/lifecycle.ts`, which writes an `order_events` row in the same batch.
 */
export const ORDER_STATUSES = ["pending", "paid", "delivered", "cancelled", "refunded", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
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
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Issue 15 (staff accounts, decision 0016): optional TOTP two-factor per staff member. The secret
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
  },
  (t) => [
    index("products_active_region_type_idx").on(t.active, t.region, t.type),
    index("products_active_popular_idx").on(t.active, t.popular, t.id),
    check("products_price_nonnegative", sql`${t.priceSen} >= 0`),
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
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status),
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
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

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

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("contact_submissions_submitted_idx").on(t.submittedAt)],
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
  (t) => [index("partnership_requests_submitted_idx").on(t.submittedAt)],
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
  (t) => [index("ban_logs_issued_idx").on(t.issuedAt), index("ban_logs_user_idx").on(t.userId)],
);

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    details: text("details").notNull().default("{}"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_logs_created_idx").on(t.createdAt), index("audit_logs_admin_idx").on(t.adminId)],
);

// One chat model (see docs/decisions/0002-one-chat-model.md): the spec's chat_rooms/chat_messages,
// carrying the delivery and read timestamps of its `messages` table.
export const chatRooms = sqliteTable(
  "chat_rooms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("chat_rooms_user_status_idx").on(t.userId, t.status),
    index("chat_rooms_updated_idx").on(t.updatedAt),
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
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const PAGE_KEYS = ["about", "support", "partner"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const pageContent = sqliteTable("page_content", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  page: text("page", { enum: PAGE_KEYS }).notNull().unique(),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  content: text("content").notNull(),
  imageUrl: text("image_url"),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
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

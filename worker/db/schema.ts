import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { USER_ROLES, type UserRole } from "../../app/schemas/roles";

// Timestamps are unix milliseconds; money is integer sen (1 RM = 100 sen).
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

export { USER_ROLES, type UserRole };

export const REGIONS = ["Asia Pacific", "Europe", "Americas", "Global"] as const;
export type Region = (typeof REGIONS)[number];

export const PRODUCT_TYPES = ["eSIM", "Physical SIM"] as const;
export const PLAN_SPEEDS = ["4G", "5G"] as const;
export const VALIDITY_STARTS = ["first-use", "purchase"] as const;
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
    // Plan facts shown on cards (issue 14); null = not stated.
    networks: text("networks"),
    speed: text("speed", { enum: PLAN_SPEEDS }),
    hotspot: integer("hotspot", { mode: "boolean" }),
    validityStart: text("validity_start", { enum: VALIDITY_STARTS }),
    topUp: integer("top_up", { mode: "boolean" }),
  },
  (t) => [
    index("products_active_region_type_idx").on(t.active, t.region, t.type),
    index("products_active_popular_idx").on(t.active, t.popular, t.id),
    check("products_price_nonnegative", sql`${t.priceSen} >= 0`),
  ],
);

// Destinations as data (issue 14, decision 0014): ISO 3166-1 countries and territories, the names
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

// privacy, terms, refund-policy: the policy pages of issue 14.
export const PAGE_KEYS = ["about", "support", "partner", "privacy", "terms", "refund-policy"] as const;
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

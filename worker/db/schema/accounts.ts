import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../../app/lib/locale";
import { REFERRAL_REFUSALS } from "../../../app/schemas/credit";
import { createdAt, now, updatedAt } from "./columns";
import { USER_ROLES } from "./vocabulary";

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
    // The code in the customer's /r/<code> link, and who referred them (decision 0049).
    referralCode: text("referral_code"),
    referredByUserId: integer("referred_by_user_id"),
    // Set once the friend turned out to be the referrer (decision 0062): no RM 10 off, no reward.
    referralRefused: text("referral_refused", { enum: REFERRAL_REFUSALS }),
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
    uniqueIndex("users_referral_code_uq").on(t.referralCode),
    index("users_referred_by_idx").on(t.referredByUserId),
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
  canManagePromotions: integer("can_manage_promotions", { mode: "boolean" }).notNull().default(false),
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
    // The customer page reads the rows about one account, its orders and its conversations.
    index("audit_logs_target_idx").on(t.targetType, t.targetId),
  ],
);

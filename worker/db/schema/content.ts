import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../../app/lib/locale";
import { PARTNERSHIP_STATUSES } from "../../../app/schemas/admin/records";
import { adminUsers } from "./accounts";
import { now, updatedAt } from "./columns";
import { PAGE_KEYS } from "./vocabulary";

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull().default(now),
    // The page's language when it was sent: the acknowledgement and staff's reply are written in it.
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    // When staff last answered it by e-mail from the Contacts tab.
    repliedAt: integer("replied_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("contact_submissions_submitted_idx").on(t.submittedAt),
    index("contact_submissions_name_idx").on(t.name),
    index("contact_submissions_email_idx").on(t.email),
    check("contact_submissions_locale_known", sql`${t.locale} in ('en', 'ms', 'zh-Hans')`),
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
    // Where staff are with it (new, contacted, approved, declined); each change is audited.
    status: text("status", { enum: PARTNERSHIP_STATUSES }).notNull().default("new"),
  },
  (t) => [
    index("partnership_requests_submitted_idx").on(t.submittedAt),
    index("partnership_requests_status_idx").on(t.status, t.submittedAt),
    check(
      "partnership_requests_status_known",
      sql`${t.status} in ('new', 'contacted', 'approved', 'declined')`,
    ),
    index("partnership_requests_name_idx").on(t.name),
    index("partnership_requests_company_idx").on(t.company),
    index("partnership_requests_business_type_idx").on(t.businessType),
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

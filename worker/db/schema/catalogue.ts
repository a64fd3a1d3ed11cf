import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, now, updatedAt } from "./columns";
import {
  ITEM_KINDS,
  PLAN_SPEEDS,
  PRODUCT_TYPES,
  REVIEW_SOURCES,
  REVIEW_STATUSES,
  VALIDITY_STARTS,
} from "./vocabulary";

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
    // True only for a buyer's review written against a delivered order (decision 0068).
    verified: integer("verified", { mode: "boolean" }).notNull().default(true),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    // Who wrote it: "buyer" (through the order or plan page) or "staff" (typed in the back office).
    source: text("source", { enum: REVIEW_SOURCES }).notNull().default("staff"),
    // Only "published" reviews reach the storefront and its average; "hidden" carries its reason.
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    hiddenReason: text("hidden_reason"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The delivered order that made it a verified purchase (orders import this file, so no reference).
    orderId: integer("order_id"),
    tripMonth: text("trip_month"),
    reply: text("reply"),
    repliedAt: integer("replied_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_featured_idx").on(t.featured, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    index("reviews_product_status_idx").on(t.productId, t.status, t.createdAt),
    // One review per buyer and plan.
    uniqueIndex("reviews_user_product_uq").on(t.userId, t.productId).where(sql`user_id is not null`),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

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

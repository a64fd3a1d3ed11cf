import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Fixed-window counters for rate limits that must hold across isolates.
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: integer("window_ends_at").notNull(),
});

import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

// Timestamps are unix milliseconds; money is integer sen (1 RM = 100 sen).
export const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

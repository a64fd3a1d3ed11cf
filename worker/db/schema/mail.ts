import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { orders } from "./orders";
import { EMAIL_STATUSES } from "./vocabulary";

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

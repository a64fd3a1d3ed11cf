import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../../app/lib/locale";
import { adminUsers, users } from "./accounts";
import { createdAt, updatedAt } from "./columns";

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
    // The visitor's page language: the e-mail carrying a staff reply is written in it.
    visitorLocale: text("visitor_locale", { enum: LOCALES }).notNull().default("en"),
  },
  (t) => [
    index("chat_rooms_waiting_idx").on(t.waitingSince),
    index("chat_rooms_user_status_idx").on(t.userId, t.status),
    index("chat_rooms_updated_idx").on(t.updatedAt),
    // The staff list's open and closed conversations, each latest first.
    index("chat_rooms_status_updated_idx").on(t.status, t.updatedAt),
    index("chat_rooms_user_idx").on(t.userId),
    uniqueIndex("chat_rooms_visitor_token_idx").on(t.visitorTokenHash),
    check("chat_rooms_visitor_locale_known", sql`${t.visitorLocale} in ('en', 'ms', 'zh-Hans')`),
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
    // The message's id in its room (the id clients see): the room's storage numbers its messages, and
    // its copy here is keyed by room and number, so a retried copy inserts nothing twice.
    roomSeq: integer("room_seq"),
  },
  (t) => [
    uniqueIndex("chat_messages_room_seq_idx").on(t.roomId, t.roomSeq),
    index("chat_messages_room_created_idx").on(t.roomId, t.id),
    index("chat_messages_room_unread_idx").on(t.roomId, t.senderType, t.isRead),
    // The back office's unread count, on every admin page, reads only unread customer messages.
    index("chat_messages_unread_user_idx")
      .on(t.roomId)
      .where(sql`${t.senderType} = 'user' and ${t.isRead} = 0`),
  ],
);

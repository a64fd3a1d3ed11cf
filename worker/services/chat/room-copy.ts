import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatMessages } from "../../db/schema";
import type { PendingCopy, StoredMessage } from "./room-store";

/**
 * Copy what a room owes D1 in one batch (one transaction): its new messages, the room's wait and
 * activity after each, then its read marks. Idempotent, so a copy retried after D1 committed but
 * before the room heard so changes nothing: a message is keyed by (room, id); a closed room is only
 * opened again by a message newer than its closing; a read
 * mark only sets what is still unread. A room already deleted (account erased, visitor room cleaned
 * up) takes nothing, so its copy is done rather than failing for ever.
 */
export async function copyToD1(d1: D1Database, roomId: number, copy: PendingCopy): Promise<void> {
  // Plain D1 statements: drizzle's D1 batch cannot bind a raw query's parameters.
  const statements = [
    ...copy.messages.flatMap((message) => [insertCopy(d1, roomId, message), touchRoom(d1, roomId, message)]),
    ...copy.reads.map((read) =>
      d1
        .prepare(
          `update chat_messages set is_read = 1, read_at = ?
           where room_id = ? and sender_type = ? and is_read = 0 and room_seq <= ?`,
        )
        .bind(read.readAt, roomId, read.readerType === "user" ? "admin" : "user", read.upTo),
    ),
  ];
  if (statements.length > 0) await d1.batch(statements);
}

function insertCopy(d1: D1Database, roomId: number, m: StoredMessage) {
  return d1
    .prepare(
      `insert into chat_messages
         (room_id, room_seq, sender_id, sender_type, message, is_read, delivered_at, read_at, created_at)
       select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?7
       where exists (select 1 from chat_rooms where id = ?1)
       on conflict (room_id, room_seq) do nothing`,
    )
    .bind(roomId, m.id, m.senderId, m.senderType, m.message, m.isRead ? 1 : 0, m.createdAt, m.readAt);
}

/** A customer waits from their first message after staff last replied; a message opens a closed room. */
function touchRoom(d1: D1Database, roomId: number, m: StoredMessage) {
  // A close staff made after this message was written stands (the message was before it).
  return d1
    .prepare(
      `update chat_rooms set updated_at = max(updated_at, ?2), status = 'open',
         waiting_since = case when ?3 = 'user' then coalesce(waiting_since, ?2) else null end
       where id = ?1 and not (status = 'closed' and updated_at > ?2)`,
    )
    .bind(roomId, m.createdAt, m.senderType);
}

/** A room's messages as D1 held them before rooms kept their own (the one-time import on first touch). */
export async function legacyHistory(db: Database, roomId: number): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => ({
    id: row.roomSeq ?? row.id,
    senderId: row.senderId,
    senderType: row.senderType,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  }));
}

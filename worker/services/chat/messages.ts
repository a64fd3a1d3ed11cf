import { and, asc, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, sql, type Table } from "drizzle-orm";
import {
  CHAT_HISTORY_PAGE,
  type ChatMessageDto,
  type ChatRoomStatus,
  type StaffRoomDto,
} from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { chatMessages, chatRooms, users } from "../../db/schema";
import {
  type RateLimitResult,
  type RateLimitRule,
  rateLimitHit,
  rateLimitOutcome,
  withinRateLimit,
} from "../shared/rate-limit";

export type SenderType = "user" | "admin";

type MessageRow = typeof chatMessages.$inferSelect;
type RoomRow = typeof chatRooms.$inferSelect;

function toMessageDto(row: MessageRow): ChatMessageDto {
  return {
    id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    senderType: row.senderType,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRoomDto(row: RoomRow) {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The customer's room, created on first use (one statement, so two tabs cannot make two rooms). A
 * room staff closed is still theirs: it opens again with their next message, history and all.
 */
export async function getOrCreateRoom(db: Database, userId: number) {
  await db.run(
    sql`insert into chat_rooms (user_id) select ${userId}
        where not exists (select 1 from chat_rooms where user_id = ${userId})`,
  );
  const room = await db.query.chatRooms.findFirst({
    where: eq(chatRooms.userId, userId),
    // An open room first (a visitor's room adopted beside a closed one), then the oldest.
    orderBy: [sql`${chatRooms.status} <> 'open'`, asc(chatRooms.id)],
  });
  if (!room) throw new Error("Chat room was not created");
  return toRoomDto(room);
}

export async function findRoom(db: Database, roomId: number) {
  const room = await db.query.chatRooms.findFirst({ where: eq(chatRooms.id, roomId) });
  return room ? toRoomDto(room) : null;
}

/** A page of a room's messages, always oldest first in the answer. */
export type MessagePage = { after: number } | { before: number } | "newest";

/**
 * Messages of a room, oldest first. `after`: what a reconnecting client missed (up to 500, oldest
 * first; it asks again when it got a full batch). `before`: the page of older messages just before
 * that id. Otherwise the newest page, so a long room still opens on its latest messages.
 */
export async function listMessages(
  db: Database,
  roomId: number,
  page: MessagePage = "newest",
): Promise<ChatMessageDto[]> {
  if (page !== "newest" && "after" in page) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, page.after)))
      .orderBy(asc(chatMessages.id))
      .limit(500);
    return rows.map(toMessageDto);
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      page === "newest"
        ? eq(chatMessages.roomId, roomId)
        : and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, page.before)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_PAGE);
  return rows.reverse().map(toMessageDto);
}

/** A customer waits from their first message after staff last replied; a reply ends the wait. */
function waitingSinceAfter(senderType: SenderType, now: Date) {
  return senderType === "user" ? sql`coalesce(${chatRooms.waitingSince}, ${now.getTime()})` : null;
}

/** Persist a message (and touch the room) atomically; the caller fans it out afterwards. */
export async function saveMessage(
  db: Database,
  input: { roomId: number; senderId: number; senderType: SenderType; message: string },
  now = new Date(),
): Promise<ChatMessageDto> {
  const [inserted] = await db.batch([
    db
      .insert(chatMessages)
      .values({ ...input, deliveredAt: now, createdAt: now })
      .returning(),
    db
      .update(chatRooms)
      .set({
        updatedAt: now,
        waitingSince: waitingSinceAfter(input.senderType, now),
        // A message in a closed conversation opens it again.
        status: "open",
      })
      .where(eq(chatRooms.id, input.roomId)),
  ]);
  const row = inserted[0];
  if (!row) throw new Error("Chat message was not saved");
  return toMessageDto(row);
}

/**
 * Count the sender's rate-limit hit and store the message in one D1 round trip (one transaction):
 * the message is inserted, and the room touched, only while the hit just counted is within the
 * limit. A chat message is the busiest write the shop has, and D1 serves one statement at a time.
 */
export async function saveMessageWithinLimit(
  db: Database,
  input: { roomId: number; senderId: number; senderType: SenderType; message: string },
  limit: { rule: RateLimitRule; subject: string },
  now = new Date(),
): Promise<{ message: ChatMessageDto } | { refused: RateLimitResult }> {
  const at = now.getTime();
  const within = withinRateLimit(limit.rule, limit.subject);
  const [hit, inserted] = await db.batch([
    rateLimitHit(db, limit.rule, limit.subject, at),
    db
      .insert(chatMessages)
      .select(
        sql`select ${rowValues(chatMessages, { ...input, isRead: 0, deliveredAt: at, createdAt: at })} where ${within}`,
      )
      .returning(),
    db
      .update(chatRooms)
      .set({ updatedAt: now, waitingSince: waitingSinceAfter(input.senderType, now), status: "open" })
      .where(and(eq(chatRooms.id, input.roomId), within)),
  ]);
  const row = inserted[0];
  return row ? { message: toMessageDto(row) } : { refused: rateLimitOutcome(limit.rule, hit[0], at) };
}

/** A table's columns in its insert order, as SQL values for an `insert … select`; unnamed ones null. */
function rowValues(table: Table, values: Record<string, unknown>) {
  const columns = Object.keys(getTableColumns(table)).map((key) =>
    key in values ? sql`${values[key]}` : sql`null`,
  );
  return sql.join(columns, sql`, `);
}

/** Mark the other side's unread messages as read; returns the ids that changed. */
export async function markRead(db: Database, roomId: number, readerType: SenderType, now = new Date()) {
  const otherSide: SenderType = readerType === "user" ? "admin" : "user";
  const rows = await db
    .update(chatMessages)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderType, otherSide),
        eq(chatMessages.isRead, false),
      ),
    )
    .returning({ id: chatMessages.id });
  return { messageIds: rows.map((r) => r.id), readAt: now.toISOString() };
}

/** Unread staff messages for a customer across their rooms (the badge on the closed widget). */
export async function unreadForCustomer(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      and(eq(chatRooms.userId, userId), eq(chatMessages.senderType, "admin"), eq(chatMessages.isRead, false)),
    );
  return row?.count ?? 0;
}

/** Unread staff messages in one visitor's room (their closed widget's badge). */
export async function unreadForVisitor(db: Database, roomId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderType, "admin"),
        eq(chatMessages.isRead, false),
      ),
    );
  return row?.count ?? 0;
}

const LIST_LIMIT = 200;

/** Unread customer messages across every room: the count in the back office's navigation. */
export async function unreadForStaff(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderType, "user"), eq(chatMessages.isRead, false)));
  return row?.count ?? 0;
}

function staffRoomQuery(db: Database) {
  const unread = sql<number>`(select count(*) from ${chatMessages}
    where ${chatMessages.roomId} = ${chatRooms.id} and ${chatMessages.senderType} = 'user' and ${chatMessages.isRead} = 0)`;
  const last = (column: string) =>
    sql.raw(
      `(select m.${column} from chat_messages m where m.room_id = chat_rooms.id order by m.id desc limit 1)`,
    );
  return (
    db
      .select({
        room: chatRooms,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        tier: users.role,
        unreadCount: unread,
        lastText: sql<string | null>`substr(${last("message")}, 1, 160)`,
        lastSender: sql<SenderType | null>`${last("sender_type")}`,
        lastAt: sql<number | null>`${last("created_at")}`,
      })
      .from(chatRooms)
      // A visitor's room has no customer: it lists with the name and e-mail the visitor gave.
      .leftJoin(users, eq(users.id, chatRooms.userId))
  );
}

/**
 * The admin room list, longest-waiting customer first, then the rest by latest activity: two
 * index-ordered queries in one batch, each room with its customer (or visitor), tier, last message
 * and unread count (no query per room). Closed rooms list apart, latest closed first (nobody
 * waits in one: closing ends the wait, and a new message opens the room again).
 */
export async function listRoomsForStaff(
  db: Database,
  status: ChatRoomStatus = "open",
): Promise<StaffRoomDto[]> {
  const [waiting, rest] = await db.batch([
    staffRoomQuery(db)
      .where(and(isNotNull(chatRooms.waitingSince), eq(chatRooms.status, status)))
      .orderBy(asc(chatRooms.waitingSince))
      .limit(LIST_LIMIT),
    staffRoomQuery(db)
      .where(and(eq(chatRooms.status, status), isNull(chatRooms.waitingSince)))
      .orderBy(desc(chatRooms.updatedAt))
      .limit(LIST_LIMIT),
  ]);
  return [...waiting, ...rest].slice(0, LIST_LIMIT).map((r) => {
    const fullName = [r.firstName, r.lastName].filter(Boolean).join(" ");
    const { visitorName, visitorEmail } = r.room;
    const visitor =
      r.username === null && visitorEmail ? { name: visitorName ?? "", email: visitorEmail } : null;
    return {
      ...toRoomDto(r.room),
      userName: visitor ? visitor.name || visitor.email : fullName || (r.username ?? ""),
      tier: r.tier,
      visitor,
      unreadCount: Number(r.unreadCount),
      waitingSince: r.room.waitingSince?.toISOString() ?? null,
      lastMessage:
        r.lastText === null || r.lastSender === null || r.lastAt === null
          ? null
          : {
              text: r.lastText,
              senderType: r.lastSender,
              createdAt: new Date(Number(r.lastAt)).toISOString(),
            },
    };
  });
}

import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ChatRoomStatus, StaffRoomDto } from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { chatMessages, chatRooms, users } from "../../db/schema";
import type { SenderType } from "./room-store";

type RoomRow = typeof chatRooms.$inferSelect;

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

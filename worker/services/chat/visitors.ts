import { and, eq, isNull, lt } from "drizzle-orm";
import { VISITOR_CHATS_PAUSED, type VisitorChat } from "../../../app/schemas/chat-visitor";
import { randomToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { chatRooms } from "../../db/schema";
import { enforceRateLimit, type RateLimitRule, rateLimitWindow } from "../shared/rate-limit";
import { eraseRooms, roomStub } from "./live";

/**
 * Opening a visitor room costs what a contact message costs: the contact form's numbers, per
 * client (an IPv6 /64), in a scope of its own so that one does not use up the other.
 */
const VISITOR_ROOM_RATE_LIMIT: RateLimitRule = { scope: "chat-visitor:ip", limit: 5, windowMs: 10 * 60_000 };

/**
 * New visitor rooms the whole shop takes per minute, whatever the clients (decision 0067): many
 * /64s each within their own limit still make a flood staff cannot read. One D1 row counted by an
 * atomic upsert, so the count is exact across isolates; staff see the refusals on the Chat tab.
 */
const VISITOR_ROOMS_PER_MINUTE: RateLimitRule = {
  scope: "chat-visitor:shop",
  limit: 20,
  windowMs: 60_000,
};
const SHOP = "all";

/** A visitor room nobody has written in for this long is deleted, messages and all. */
export const VISITOR_ROOM_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Open a room for a visitor with their first message, unless this client has opened too many or
 * the shop has taken its minute's new rooms (RateLimitedError). Returns the room and the token
 * the browser keeps; only its hash is stored.
 */
export async function openVisitorRoom(
  env: Env,
  db: Database,
  input: VisitorChat,
  from: { client: string; now?: number },
): Promise<{ roomId: number; token: string }> {
  const now = from.now ?? Date.now();
  await enforceRateLimit(db, VISITOR_ROOM_RATE_LIMIT, from.client, { now });
  // Counted only once the client's own limit let the room through: one client's refused
  // retries never use up the shop's minute.
  await enforceRateLimit(db, VISITOR_ROOMS_PER_MINUTE, SHOP, { now, message: VISITOR_CHATS_PAUSED });
  const token = randomToken();
  const [room] = await db
    .insert(chatRooms)
    .values({
      visitorName: input.name,
      visitorEmail: input.email,
      visitorTokenHash: await sha256Hex(token),
      visitorLocale: input.locale ?? "en",
    })
    .returning({ id: chatRooms.id });
  if (!room) throw new Error("Visitor chat room was not created");
  // A new room's budget is untouched: its first message is always let through.
  await roomStub(env, room.id).post(room.id, { role: "visitor", id: room.id }, input.message, {
    waitForCopy: true,
  });
  return { roomId: room.id, token };
}

/**
 * What the Chat tab tells staff: how many new visitor rooms the shop-wide cap refused in its
 * current minute, and when that minute ends (null while nothing is refused).
 */
export async function visitorChatPause(
  db: Database,
  now = Date.now(),
): Promise<{ refused: number; limit: number; until: string | null }> {
  const row = await rateLimitWindow(db, VISITOR_ROOMS_PER_MINUTE, SHOP, now);
  const refused = Math.max(0, (row?.count ?? 0) - VISITOR_ROOMS_PER_MINUTE.limit);
  const until = refused > 0 && row ? new Date(row.windowEndsAt).toISOString() : null;
  return { refused, limit: VISITOR_ROOMS_PER_MINUTE.limit, until };
}

/** The visitor room a token opens, or null (unknown token, or the room was handed to an account). */
export async function visitorRoomByToken(db: Database, token: string) {
  const tokenHash = await sha256Hex(token);
  const room = await db.query.chatRooms.findFirst({
    where: and(eq(chatRooms.visitorTokenHash, tokenHash), isNull(chatRooms.userId)),
  });
  return room ? { id: room.id, tokenHash } : null;
}

/** Is the token a visitor socket was opened with still the key to its room? */
export async function isVisitorTokenHashValid(db: Database, roomId: number, tokenHash: string) {
  const room = await db.query.chatRooms.findFirst({
    columns: { id: true },
    where: and(eq(chatRooms.id, roomId), eq(chatRooms.visitorTokenHash, tokenHash), isNull(chatRooms.userId)),
  });
  return room !== undefined;
}

/**
 * A visitor who signs in (or up) in the same browser keeps their conversation: the room becomes
 * the customer's, unless they already have an open room of their own (then it stays a visitor
 * room, still answerable by staff). Returns whether the room was taken over.
 */
export async function adoptVisitorRoom(db: Database, token: string, userId: number): Promise<boolean> {
  const room = await visitorRoomByToken(db, token);
  if (!room) return false;
  const own = await db.query.chatRooms.findFirst({
    columns: { id: true },
    where: and(eq(chatRooms.userId, userId), eq(chatRooms.status, "open")),
  });
  if (own) return false;
  await db
    .update(chatRooms)
    .set({ userId })
    .where(and(eq(chatRooms.id, room.id), isNull(chatRooms.userId)));
  return true;
}

/**
 * The hourly cron: visitor rooms idle past retention go, messages with them (foreign key cascade),
 * and each room's own storage after them.
 */
export async function forgetIdleVisitorRooms(env: Env, db: Database, now: number): Promise<void> {
  const gone = await db
    .delete(chatRooms)
    .where(and(isNull(chatRooms.userId), lt(chatRooms.updatedAt, new Date(now - VISITOR_ROOM_RETENTION_MS))))
    .returning({ id: chatRooms.id });
  await eraseRooms(env, gone);
}

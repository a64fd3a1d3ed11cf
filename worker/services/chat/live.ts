import { eq, lt } from "drizzle-orm";
import type { ChatServerFrame } from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { chatRooms, chatStaffSockets, userSessions } from "../../db/schema";
import { identityHeader, type SocketIdentity } from "./socket-identity";

/** A room's object (one per room id). */
export function roomStub(env: Env, roomId: number) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(roomId)));
}

/** Hand an authorised WebSocket upgrade to the room's object, with the identity only we can set. */
export function forwardUpgrade(env: Env, request: Request, identity: SocketIdentity): Promise<Response> {
  const headers = new Headers(request.headers);
  const [name, value] = identityHeader(identity);
  headers.set(name, value);
  return roomStub(env, identity.roomId).fetch(new Request(request, { headers }));
}

/** Push a frame to every socket in the room (a status change, or a message sent from elsewhere). */
export async function fanOut(env: Env, roomId: number, frame: ChatServerFrame): Promise<void> {
  await roomStub(env, roomId).broadcast(frame);
}

/** A customer's chat rooms, read before a change that may erase them (the account's deletion). */
export function customerChatRooms(db: Database, userId: number): Promise<{ id: number }[]> {
  return db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.userId, userId));
}

/**
 * Erase these rooms' own storage (conversation, read marks, throttle, any copy still owed), once
 * their D1 rows are gone: an account's deletion, the clean-up of idle visitor rooms.
 */
export async function eraseRooms(env: Env, rooms: { id: number }[]): Promise<void> {
  await Promise.all(rooms.map((room) => roomStub(env, room.id).erase()));
}

/** Every message of a customer's rooms with read times, from the rooms themselves (the data export). */
export function roomTranscripts(env: Env, rooms: { id: number }[]) {
  return Promise.all(rooms.map((room) => roomStub(env, room.id).transcript(room.id)));
}

/** Close a customer's open chat sockets in these rooms (ban, delete, password or e-mail change). */
export async function disconnectCustomerSockets(
  env: Env,
  rooms: { id: number }[],
  userId: number,
): Promise<void> {
  await Promise.all(rooms.map((room) => roomStub(env, room.id).disconnect("user", userId)));
}

/** Close the chat sockets opened with one customer session (logout), leaving other devices alone. */
export async function disconnectCustomerSession(env: Env, db: Database, sessionHash: string): Promise<void> {
  const rooms = await db
    .select({ id: chatRooms.id })
    .from(userSessions)
    .innerJoin(chatRooms, eq(chatRooms.userId, userSessions.userId))
    .where(eq(userSessions.sessionToken, sessionHash));
  await Promise.all(rooms.map((room) => roomStub(env, room.id).disconnectSession(sessionHash)));
}

/**
 * Hand a staff member's upgrade to the room, noting the room against their session first, so that
 * ending the session or the permission visits only rooms they have opened (not every room).
 */
export async function forwardStaffUpgrade(
  env: Env,
  db: Database,
  request: Request,
  identity: SocketIdentity & { role: "admin" },
): Promise<Response> {
  await db
    .insert(chatStaffSockets)
    .values({ adminId: identity.id, roomId: identity.roomId, sessionHash: identity.session })
    .onConflictDoNothing();
  return forwardUpgrade(env, request, identity);
}

/** Close a staff member's chat sockets (deactivation, losing the chat permission). */
export async function disconnectStaffSockets(env: Env, db: Database, adminId: number): Promise<void> {
  const rooms = await db
    .selectDistinct({ id: chatStaffSockets.roomId })
    .from(chatStaffSockets)
    .where(eq(chatStaffSockets.adminId, adminId));
  await Promise.all(rooms.map((room) => roomStub(env, room.id).disconnect("admin", adminId)));
  await db.delete(chatStaffSockets).where(eq(chatStaffSockets.adminId, adminId));
}

/** Close the chat sockets of one staff session (logout). */
export async function disconnectStaffSession(env: Env, db: Database, sessionHash: string): Promise<void> {
  const rooms = await db
    .select({ id: chatStaffSockets.roomId })
    .from(chatStaffSockets)
    .where(eq(chatStaffSockets.sessionHash, sessionHash));
  await Promise.all(rooms.map((room) => roomStub(env, room.id).disconnectSession(sessionHash)));
  if (rooms.length > 0) {
    await db.delete(chatStaffSockets).where(eq(chatStaffSockets.sessionHash, sessionHash));
  }
}

/** Rows of staff sessions that have ended by age alone (the cron); nothing can be open there. */
export async function forgetExpiredStaffSockets(db: Database, maxSessionMs: number, now: number) {
  await db.delete(chatStaffSockets).where(lt(chatStaffSockets.createdAt, new Date(now - maxSessionMs)));
}

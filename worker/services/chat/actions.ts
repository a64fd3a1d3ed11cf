import { CHAT_THROTTLE, CHAT_THROTTLE_MESSAGE, type ChatMessageDto } from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { ForbiddenError, NotFoundError, RateLimitedError } from "../errors";
import { hitRateLimit } from "../shared/rate-limit";
import { fanOut } from "./live";
import { findRoom, markRead, type SenderType, saveMessage } from "./messages";

type Room = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** A room any staff member with the chat permission may open; 404 when it does not exist. */
export async function roomForStaff(db: Database, roomId: number): Promise<Room> {
  const room = await findRoom(db, roomId);
  if (!room) throw new NotFoundError("Chat room not found");
  return room;
}

/** A customer's own room; anyone else's is refused with 403 (not hidden: the id is not a secret). */
export async function roomForCustomer(db: Database, roomId: number, userId: number): Promise<Room> {
  const room = await roomForStaff(db, roomId);
  if (room.userId !== userId) throw new ForbiddenError("You do not have access to this chat room");
  return room;
}

/** Read receipts a sender may ask for per window (socket frames and REST together). */
const CHAT_READ_THROTTLE = { reads: 20, windowMs: CHAT_THROTTLE.windowMs };

/**
 * One sender's budget, shared by every socket they hold and the REST calls: counted in D1, so
 * opening more sockets (or rooms, for staff) buys nothing. Throws RateLimitedError when used up.
 */
export async function limitChatSender(
  db: Database,
  senderType: SenderType,
  senderId: number,
  kind: "message" | "read" = "message",
): Promise<void> {
  const rule =
    kind === "message"
      ? { scope: `chat:${senderType}`, limit: CHAT_THROTTLE.messages, windowMs: CHAT_THROTTLE.windowMs }
      : {
          scope: `chat-read:${senderType}`,
          limit: CHAT_READ_THROTTLE.reads,
          windowMs: CHAT_READ_THROTTLE.windowMs,
        };
  const limit = await hitRateLimit(db, rule, String(senderId));
  if (!limit.allowed) throw new RateLimitedError(CHAT_THROTTLE_MESSAGE, limit.retryAfterSeconds);
}

/**
 * The REST send: rate limited per sender like a socket, stored in D1, then pushed to every socket
 * in the room, so a polling client and a live one see the same conversation.
 */
export async function sendChatMessage(
  env: Env,
  db: Database,
  input: { roomId: number; senderId: number; senderType: SenderType; message: string },
): Promise<ChatMessageDto> {
  await limitChatSender(db, input.senderType, input.senderId);
  const message = await saveMessage(db, input);
  await fanOut(env, input.roomId, { type: "message", message });
  return message;
}

/** Mark the other side's messages read and tell the room's sockets which ones. */
export async function markRoomRead(
  env: Env,
  db: Database,
  { roomId, readerType, readerId }: { roomId: number; readerType: SenderType; readerId: number },
) {
  await limitChatSender(db, readerType, readerId, "read");
  const read = await markRead(db, roomId, readerType);
  if (read.messageIds.length > 0) {
    await fanOut(env, roomId, { type: "read", roomId, readerType, ...read });
  }
  return read;
}

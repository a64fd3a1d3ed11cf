import { CHAT_THROTTLE, CHAT_THROTTLE_MESSAGE, type ChatMessageDto } from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { ForbiddenError, NotFoundError, RateLimitedError } from "../errors";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";
import { followUpAbsentCustomer } from "./follow-up";
import { customerPresent, fanOut } from "./live";
import { findRoom, markRead, saveMessageWithinLimit } from "./messages";
import { type SocketIdentity, senderOf } from "./socket-identity";

type Room = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** Who acts in a room: a customer, a visitor (id = their room's) or a staff member. */
export type ChatParticipant = Pick<SocketIdentity, "role" | "id">;

/** A room any staff member with the chat permission may open; 404 when it does not exist. */
export async function roomForStaff(db: Database, roomId: number): Promise<Room> {
  const room = await findRoom(db, roomId);
  if (!room) throw new NotFoundError("Chat room not found");
  return room;
}

/** A customer's own room; anyone else's is refused with 403 (not hidden: the id is not a secret). */
async function roomForCustomer(db: Database, roomId: number, userId: number): Promise<Room> {
  const room = await roomForStaff(db, roomId);
  // A visitor's room is not even admitted to exist: only its token's holder may know of it.
  if (room.userId === null) throw new NotFoundError("Chat room not found");
  if (room.userId !== userId) throw new ForbiddenError("You do not have access to this chat room");
  return room;
}

/** The room a customer or a visitor may use; a visitor only ever has the one their token opens. */
export async function roomForParticipant(
  db: Database,
  roomId: number,
  participant: ChatParticipant,
): Promise<Room> {
  if (participant.role === "user") return roomForCustomer(db, roomId, participant.id);
  if (participant.role !== "visitor" || participant.id !== roomId) {
    throw new NotFoundError("Chat room not found");
  }
  return roomForStaff(db, roomId);
}

/** Read receipts a sender may ask for per window (socket frames and REST together). */
const CHAT_READ_THROTTLE = { reads: 20, windowMs: CHAT_THROTTLE.windowMs };

/**
 * One sender's budget, shared by every socket they hold and the REST calls: counted in D1, so
 * opening more sockets (or rooms, for staff) buys nothing. A visitor's budget is their room's.
 */
function chatBudget(sender: ChatParticipant, kind: "message" | "read"): RateLimitRule {
  return kind === "message"
    ? { scope: `chat:${sender.role}`, limit: CHAT_THROTTLE.messages, windowMs: CHAT_THROTTLE.windowMs }
    : {
        scope: `chat-read:${sender.role}`,
        limit: CHAT_READ_THROTTLE.reads,
        windowMs: CHAT_READ_THROTTLE.windowMs,
      };
}

/** Count a read receipt against the sender's budget; throws RateLimitedError when it is used up. */
export async function limitChatReads(db: Database, reader: ChatParticipant): Promise<void> {
  await enforceRateLimit(db, chatBudget(reader, "read"), String(reader.id), {
    message: CHAT_THROTTLE_MESSAGE,
  });
}

/**
 * Store a message within its sender's budget (socket frames and REST sends alike): the budget's hit
 * and the message share one D1 round trip. Throws RateLimitedError when the budget is used up.
 */
export async function storeChatMessage(
  db: Database,
  input: { roomId: number; from: ChatParticipant; message: string },
): Promise<ChatMessageDto> {
  const saved = await saveMessageWithinLimit(
    db,
    { roomId: input.roomId, ...senderOf(input.from), message: input.message },
    { rule: chatBudget(input.from, "message"), subject: String(input.from.id) },
  );
  if ("refused" in saved) throw new RateLimitedError(CHAT_THROTTLE_MESSAGE, saved.refused.retryAfterSeconds);
  return saved.message;
}

/**
 * The REST send: within the sender's budget, stored in D1, then pushed to every socket in the
 * room, so a polling client and a live one see the same conversation.
 */
export async function sendChatMessage(
  env: Env,
  db: Database,
  input: { roomId: number; from: ChatParticipant; message: string },
): Promise<ChatMessageDto> {
  const message = await storeChatMessage(db, input);
  await fanOut(env, input.roomId, { type: "message", message });
  // A staff reply to someone who has left the chat follows them by e-mail (at most hourly).
  if (input.from.role === "admin" && !(await customerPresent(env, input.roomId))) {
    await followUpAbsentCustomer(env, db, {
      roomId: input.roomId,
      messageId: message.id,
      message: message.message,
    });
  }
  return message;
}

/** Mark the other side's messages read and tell the room's sockets which ones. */
export async function markRoomRead(
  env: Env,
  db: Database,
  { roomId, reader }: { roomId: number; reader: ChatParticipant },
) {
  await limitChatReads(db, reader);
  const readerType = senderOf(reader).senderType;
  const read = await markRead(db, roomId, readerType);
  if (read.messageIds.length > 0) {
    await fanOut(env, roomId, { type: "read", roomId, readerType, ...read });
  }
  return read;
}

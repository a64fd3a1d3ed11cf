import { CHAT_THROTTLE_MESSAGE, type ChatMessageDto } from "../../../app/schemas/chat";
import type { Database } from "../../db/client";
import { ForbiddenError, NotFoundError, RateLimitedError } from "../errors";
import type { ChatParticipant } from "./budget";
import { roomStub } from "./live";
import { findRoom } from "./messages";
import type { MessagePage } from "./room-store";

type Room = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

export type { ChatParticipant } from "./budget";

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

/**
 * The REST send: within the sender's budget, stored in the room and pushed to every socket in it,
 * so a polling client and a live one see the same conversation; answered once D1 has its copy too.
 */
export async function sendChatMessage(
  env: Env,
  input: { roomId: number; from: ChatParticipant; message: string },
): Promise<ChatMessageDto> {
  const sent = await roomStub(env, input.roomId).post(input.roomId, participant(input.from), input.message, {
    waitForCopy: true,
  });
  if ("refused" in sent) throw new RateLimitedError(CHAT_THROTTLE_MESSAGE, sent.refused);
  return sent.message;
}

/** Mark the other side's messages read and tell the room's sockets which ones. */
export async function markRoomRead(
  env: Env,
  { roomId, reader }: { roomId: number; reader: ChatParticipant },
) {
  const read = await roomStub(env, roomId).read(roomId, participant(reader), { waitForCopy: true });
  if ("refused" in read) throw new RateLimitedError(CHAT_THROTTLE_MESSAGE, read.refused);
  return read;
}

/** A page of a room's messages, answered by the room (oldest first). */
export function roomHistory(
  env: Env,
  roomId: number,
  page: MessagePage = "newest",
): Promise<ChatMessageDto[]> {
  return roomStub(env, roomId).history(roomId, page);
}

/** Only who it is crosses to the room (a caller may carry more, such as a session). */
const participant = ({ role, id }: ChatParticipant): ChatParticipant => ({ role, id });

import { CHAT_THROTTLE } from "../../../app/schemas/chat";
import type { RateLimitRule } from "../shared/rate-limit";
import type { SocketIdentity } from "./socket-identity";

/** Who acts in a room: a customer, a visitor (id = their room's) or a staff member. */
export type ChatParticipant = Pick<SocketIdentity, "role" | "id">;

/** Read receipts a sender may ask for per window (socket frames and REST together). */
const CHAT_READ_THROTTLE = { reads: 20, windowMs: CHAT_THROTTLE.windowMs };

/**
 * One sender's budget in one room, shared by every socket they hold there and the REST calls:
 * counted in the room's own storage, so opening more sockets buys nothing. (Staff answering many
 * rooms have a budget in each: a person types into one conversation at a time.)
 */
export function chatBudget(kind: "message" | "read"): RateLimitRule {
  return kind === "message"
    ? { scope: "chat", limit: CHAT_THROTTLE.messages, windowMs: CHAT_THROTTLE.windowMs }
    : { scope: "chat-read", limit: CHAT_READ_THROTTLE.reads, windowMs: CHAT_READ_THROTTLE.windowMs };
}

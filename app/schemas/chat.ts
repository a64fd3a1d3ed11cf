import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "./chat-limits";
import type { UserRole } from "./roles";

export { CHAT_HISTORY_PAGE, CHAT_MESSAGE_MAX, CHAT_THROTTLE, CHAT_THROTTLE_MESSAGE } from "./chat-limits";

/** The text of a chat message: trimmed, never empty, at most 2,000 characters. */
export const ChatTextSchema = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message cannot be empty")
  .max(CHAT_MESSAGE_MAX, "Message must be at most 2,000 characters");

export const ChatSendSchema = z.object({
  roomId: z.coerce.number({ error: "Room is required" }).int().positive("Room is required"),
  message: ChatTextSchema,
});

export const RoomIdParamSchema = z.coerce.number().int().positive("Invalid room id");

/** A room is open until staff close it; any new message in it opens it again. */
const CHAT_ROOM_STATUSES = ["open", "closed"] as const;
export type ChatRoomStatus = (typeof CHAT_ROOM_STATUSES)[number];

/** The staff list's filter: the open conversations (the default) or the closed ones. */
export const StaffRoomListQuerySchema = z.object({
  status: z.enum(CHAT_ROOM_STATUSES, { error: "Status must be open or closed" }).default("open"),
});

/** A frame a client sends over the chat WebSocket. */
export const ChatClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("message"), message: ChatTextSchema }),
  z.object({ type: z.literal("read") }),
]);

export interface ChatMessageDto {
  id: number;
  roomId: number;
  senderId: number;
  senderType: "user" | "admin";
  message: string;
  isRead: boolean;
  createdAt: string;
}

/** A room in the staff list: who is waiting, since when, and what they said last. */
export interface StaffRoomDto {
  id: number;
  /** Null for a visitor's room (no account). */
  userId: number | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  userName: string;
  /** The customer's tier; null for a visitor. */
  tier: UserRole | null;
  /** Who a visitor said they are; null for a customer's room. */
  visitor: { name: string; email: string } | null;
  unreadCount: number;
  /** The customer's first message since staff last replied; null when nobody is waiting. */
  waitingSince: string | null;
  lastMessage: { text: string; senderType: "user" | "admin"; createdAt: string } | null;
}

export type ChatServerFrame =
  | { type: "message"; message: ChatMessageDto }
  | { type: "read"; roomId: number; readerType: "user" | "admin"; messageIds: number[]; readAt: string }
  | { type: "status"; roomId: number; status: ChatRoomStatus }
  | { type: "error"; error: string };

import { formMessageKey } from "~/lib/form-messages";
import type { MessageKey } from "~/lib/translate";
import { CHAT_THROTTLE_MESSAGE } from "~/schemas/chat";
import { VISITOR_CHATS_PAUSED } from "~/schemas/chat-visitor";

/**
 * The English messages the chat widget may show besides its own words: its visitor form's check
 * (the schema the server shares) and the server's refusals. The root sends their `forms` keys on
 * every page with the widget, so they read in the page's language.
 * @unitTested by `tests/unit/chat-words.test.ts`
 */
export const CHAT_FORM_MESSAGES = [
  "Please enter your name",
  "Please enter a valid email address",
  "Name must be at most 100 characters",
  "Message is required",
  "Message cannot be empty",
  "Message must be at most 2,000 characters",
  CHAT_THROTTLE_MESSAGE,
  "Too many attempts. Please try again later.",
  VISITOR_CHATS_PAUSED,
] as const;

export const CHAT_FORM_KEYS: readonly MessageKey[] = CHAT_FORM_MESSAGES.map(formMessageKey);

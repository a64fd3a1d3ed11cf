import { LOCALES } from "../lib/locale";
import { ChatTextSchema } from "./chat";
import { z } from "./zod";

// A visitor's chat before signing up: the same schema checks the widget's form and the server.
const VISITOR_CHAT_MESSAGES = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
} as const;

export const VisitorChatSchema = z.object({
  name: z
    .string(VISITOR_CHAT_MESSAGES.name)
    .trim()
    .min(2, VISITOR_CHAT_MESSAGES.name)
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string(VISITOR_CHAT_MESSAGES.email)
    .trim()
    .max(254, VISITOR_CHAT_MESSAGES.email)
    .pipe(z.email(VISITOR_CHAT_MESSAGES.email)),
  message: ChatTextSchema,
  /** The page's language: staff replies e-mailed while the visitor is away are written in it. */
  locale: z.enum(LOCALES).optional(),
});

export type VisitorChatInput = z.input<typeof VisitorChatSchema>;
export type VisitorChat = z.output<typeof VisitorChatSchema>;

/** The visitor's answer while the shop-wide minute of new visitor rooms is used up (decision 0067). */
export const VISITOR_CHATS_PAUSED = "Our team is receiving many new chats. Please try again in a minute.";

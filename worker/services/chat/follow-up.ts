import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatRooms, emailOutbox, users } from "../../db/schema";
import { readConfig } from "../../env";
import { dispatchEmails, outboxInsert } from "../email/outbox";
import { templateContext } from "../email/render";
import { chatReplyEmail } from "../email/support-mail";
import { logUnexpectedError } from "../shared/log-error";
import { hitRateLimit, type RateLimitRule } from "../shared/rate-limit";

/**
 * A conversation e-mails its customer (or visitor) at most once per window, however many replies
 * staff write while they are away: each reply after the first waits in the chat itself.
 */
const CHAT_FOLLOW_UP_RULE: RateLimitRule = {
  scope: "chat-follow-up:room",
  limit: 1,
  windowMs: 60 * 60_000,
};

/** Who a room's e-mail goes to: the customer's account, else the address the visitor gave. */
async function roomRecipient(db: Database, roomId: number) {
  const row = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
      visitorName: chatRooms.visitorName,
      visitorEmail: chatRooms.visitorEmail,
      visitorLocale: chatRooms.visitorLocale,
      userId: chatRooms.userId,
    })
    .from(chatRooms)
    .leftJoin(users, eq(users.id, chatRooms.userId))
    .where(eq(chatRooms.id, roomId))
    .get();
  if (!row) return null;
  if (row.userId !== null) {
    // A deleted account is written to no more.
    if (!row.email || row.deletedAt) return null;
    return {
      to: row.email,
      name: row.firstName || row.username || "",
      locale: row.locale ?? "en",
      userId: row.userId,
    };
  }
  if (!row.visitorEmail) return null;
  return { to: row.visitorEmail, name: row.visitorName ?? "", locale: row.visitorLocale, userId: null };
}

/**
 * A staff reply was stored while nobody of the customer's side had the room open (the room's object
 * knows its sockets): e-mail it, with the way back to the chat, unless this conversation already sent
 * one within the hour. The reply itself is stored and shown either way, so a failure here is logged,
 * never thrown at staff.
 */
export async function followUpAbsentCustomer(
  env: Env,
  db: Database,
  reply: { roomId: number; messageId: number; message: string },
  now = Date.now(),
): Promise<boolean> {
  try {
    const recipient = await roomRecipient(db, reply.roomId);
    if (!recipient) return false;
    const window = await hitRateLimit(db, CHAT_FOLLOW_UP_RULE, String(reply.roomId), now);
    if (!window.allowed) return false;
    const rendered = chatReplyEmail(
      templateContext(readConfig(env), recipient.locale),
      recipient.name,
      reply.message,
    );
    const rows = await outboxInsert(db, {
      to: recipient.to,
      template: "chat_reply",
      rendered,
      userId: recipient.userId,
      // A message id is its room's number: the room keeps the key unique across rooms.
      dedupeKey: `chat_reply:${reply.roomId}:${reply.messageId}`,
    }).returning({ id: emailOutbox.id });
    await dispatchEmails(
      env,
      rows.map((r) => r.id),
    );
    return rows.length > 0;
  } catch (error) {
    logUnexpectedError("chat-follow-up", error, crypto.randomUUID());
    return false;
  }
}

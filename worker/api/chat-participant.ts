import type { MiddlewareHandler } from "hono";
import type { ChatParticipant } from "../services/chat/actions";
import { visitorRoomByToken } from "../services/chat/visitors";
import { UnauthorizedError } from "../services/errors";
import { readVisitorChatToken } from "../web/cookies/chat-visitor-cookie.server";
import { lookupUserSession } from "../web/cookies/session-cookie.server";
import { errorResponse } from "../web/http/errors.server";
import type { ApiEnv } from "../web/http/hono-env.server";

/** Who is calling the chat API, and the hash of the secret that lets them (their socket's key). */
type ChatCaller = ChatParticipant & { role: "user" | "visitor"; secretHash: string };

export type ChatApiEnv = {
  Bindings: Env;
  Variables: ApiEnv["Variables"] & { caller: ChatCaller };
};

/**
 * The customer's chat calls also serve a visitor: a signed-in customer (checked in D1) is who they
 * are; otherwise the visitor cookie's token must open a visitor room, and that room is all they
 * may use. Neither: 401, as for any signed-out call.
 */
export function requireChatCaller(): MiddlewareHandler<ChatApiEnv> {
  return async (c, next) => {
    const db = c.get("db");
    const customer = await lookupUserSession(db, c.env.SESSIONS, c.req.raw, { fresh: true });
    if (customer) {
      c.set("caller", { role: "user", id: customer.user.id, secretHash: customer.tokenHash });
      return next();
    }
    const token = readVisitorChatToken(c.req.raw);
    const room = token ? await visitorRoomByToken(db, token) : null;
    if (!room) return errorResponse(c, new UnauthorizedError("Not authenticated"));
    c.set("caller", { role: "visitor", id: room.id, secretHash: room.tokenHash });
    return next();
  };
}

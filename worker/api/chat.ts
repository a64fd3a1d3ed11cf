import { Hono } from "hono";
import { ChatSendSchema, RoomIdParamSchema } from "../../app/schemas/chat";
import { VisitorChatSchema } from "../../app/schemas/chat-visitor";
import { positiveIdOrNull } from "../../app/schemas/id";
import {
  markRoomRead,
  roomForParticipant,
  roomForStaff,
  roomHistory,
  sendChatMessage,
} from "../services/chat/actions";
import { forwardUpgrade } from "../services/chat/live";
import { getOrCreateRoom, unreadForCustomer, unreadForVisitor } from "../services/chat/messages";
import type { MessagePage } from "../services/chat/room-store";
import { adoptVisitorRoom, openVisitorRoom, VISITOR_ROOM_RETENTION_MS } from "../services/chat/visitors";
import {
  clearVisitorChatCookie,
  readVisitorChatToken,
  visitorChatCookie,
} from "../web/cookies/chat-visitor-cookie.server";
import { clientAddress } from "../web/http/client-address.server";
import { type ChatApiEnv, requireChatCaller } from "./chat-participant";
import { assertChatUpgrade } from "./chat-socket";
import { parseOr400, validateJson, validateParams } from "./validate";

const roomId = validateParams({ roomId: RoomIdParamSchema });

const positiveId = (value: string | undefined) => positiveIdOrNull(value) ?? 0;

/**
 * Which page of messages: `?after=<id>` what a reconnecting client missed, `?before=<id>` the
 * older page before that id, nothing (or anything else) the newest page.
 */
export const messagePage = (query: (name: string) => string | undefined): MessagePage => {
  const after = positiveId(query("after"));
  if (after > 0) return { after };
  const before = positiveId(query("before"));
  return before > 0 ? { before } : "newest";
};

/**
 * SPEC.md §7 customer chat, plus the live socket and a visitor's room. Every call is for the
 * caller's own room: the signed-in customer's, or the one a visitor's cookie opens.
 */
export const chatApi = new Hono<ChatApiEnv>()
  .get(
    "/ws/:roomId",
    async (c, next) => {
      assertChatUpgrade(c.req.raw);
      await next();
    },
    requireChatCaller(),
    async (c) => {
      const caller = c.get("caller");
      const id = parseOr400(RoomIdParamSchema, c.req.param("roomId"));
      const room = await roomForParticipant(c.get("db"), id, caller);
      return forwardUpgrade(c.env, c.req.raw, {
        role: caller.role,
        id: caller.id,
        roomId: room.id,
        session: caller.secretHash,
      });
    },
  )
  // A visitor opens their room with their name, e-mail and first message; the cookie is the key.
  .post("/visitor", validateJson(VisitorChatSchema), async (c) => {
    const db = c.get("db");
    const opened = await openVisitorRoom(c.env, db, c.req.valid("json"), {
      client: clientAddress(c.req.raw),
    });
    c.header("Set-Cookie", visitorChatCookie(opened.token, VISITOR_ROOM_RETENTION_MS));
    return c.json(await roomForStaff(db, opened.roomId), 201);
  })
  .post("/room", requireChatCaller(), async (c) => {
    const caller = c.get("caller");
    const db = c.get("db");
    if (caller.role === "visitor") return c.json(await roomForStaff(db, caller.id));
    // Signed in where they chatted as a visitor: the conversation becomes the customer's.
    const token = readVisitorChatToken(c.req.raw);
    if (token && (await adoptVisitorRoom(db, token, caller.id))) {
      c.header("Set-Cookie", clearVisitorChatCookie());
    }
    return c.json(await getOrCreateRoom(db, caller.id));
  })
  .get("/unread", requireChatCaller(), async (c) => {
    const caller = c.get("caller");
    const db = c.get("db");
    const unreadCount =
      caller.role === "visitor"
        ? await unreadForVisitor(db, caller.id)
        : await unreadForCustomer(db, caller.id);
    return c.json({ unreadCount });
  })
  .get("/messages/:roomId", requireChatCaller(), roomId, async (c) => {
    const room = await roomForParticipant(c.get("db"), c.req.valid("param").roomId, c.get("caller"));
    return c.json(
      await roomHistory(
        c.env,
        room.id,
        messagePage((name) => c.req.query(name)),
      ),
    );
  })
  .post("/send", requireChatCaller(), validateJson(ChatSendSchema), async (c) => {
    const input = c.req.valid("json");
    const caller = c.get("caller");
    const room = await roomForParticipant(c.get("db"), input.roomId, caller);
    const message = await sendChatMessage(c.env, {
      roomId: room.id,
      from: caller,
      message: input.message,
    });
    return c.json(message, 201);
  })
  .post("/mark-read/:roomId", requireChatCaller(), roomId, async (c) => {
    const caller = c.get("caller");
    const room = await roomForParticipant(c.get("db"), c.req.valid("param").roomId, caller);
    const read = await markRoomRead(c.env, { roomId: room.id, reader: caller });
    return c.json({ success: true, ...read });
  });

import { Hono } from "hono";
import { ChatSendSchema, RoomIdParamSchema } from "../../app/schemas/chat";
import { positiveIdOrNull } from "../../app/schemas/id";
import { markRoomRead, roomForCustomer, sendChatMessage } from "../services/chat/actions";
import { forwardUpgrade } from "../services/chat/live";
import {
  getOrCreateRoom,
  listMessages,
  type MessagePage,
  unreadForCustomer,
} from "../services/chat/messages";
import { requireUser } from "../web/customer-session.server";
import type { ApiEnv } from "../web/hono-env.server";
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

/** SPEC.md §7 customer chat, plus the live socket. Every call is for the signed-in customer's own room. */
export const chatApi = new Hono<ApiEnv>()
  .get(
    "/ws/:roomId",
    async (c, next) => {
      assertChatUpgrade(c.req.raw);
      await next();
    },
    requireUser(),
    async (c) => {
      const customer = c.get("customer");
      const room = await roomForCustomer(
        c.get("db"),
        parseOr400(RoomIdParamSchema, c.req.param("roomId")),
        customer.user.id,
      );
      return forwardUpgrade(c.env, c.req.raw, {
        role: "user",
        id: customer.user.id,
        roomId: room.id,
        session: customer.tokenHash,
      });
    },
  )
  .post("/room", requireUser(), async (c) =>
    c.json(await getOrCreateRoom(c.get("db"), c.get("customer").user.id)),
  )
  .get("/unread", requireUser(), async (c) =>
    c.json({ unreadCount: await unreadForCustomer(c.get("db"), c.get("customer").user.id) }),
  )
  .get("/messages/:roomId", requireUser(), roomId, async (c) => {
    const room = await roomForCustomer(c.get("db"), c.req.valid("param").roomId, c.get("customer").user.id);
    return c.json(
      await listMessages(
        c.get("db"),
        room.id,
        messagePage((name) => c.req.query(name)),
      ),
    );
  })
  .post("/send", requireUser(), validateJson(ChatSendSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("customer").user.id;
    const room = await roomForCustomer(c.get("db"), input.roomId, userId);
    const message = await sendChatMessage(c.env, c.get("db"), {
      roomId: room.id,
      senderId: userId,
      senderType: "user",
      message: input.message,
    });
    return c.json(message, 201);
  })
  .post("/mark-read/:roomId", requireUser(), roomId, async (c) => {
    const room = await roomForCustomer(c.get("db"), c.req.valid("param").roomId, c.get("customer").user.id);
    const read = await markRoomRead(c.env, c.get("db"), {
      roomId: room.id,
      readerType: "user",
      readerId: c.get("customer").user.id,
    });
    return c.json({ success: true, ...read });
  });

import { Hono } from "hono";
import { ChatSendSchema, RoomIdParamSchema } from "../../../app/schemas/chat";
import { markRoomRead, roomForStaff, sendChatMessage } from "../../services/chat/actions";
import { forwardStaffUpgrade } from "../../services/chat/live";
import { listMessages, listRoomsForStaff, unreadForStaff } from "../../services/chat/messages";
import { currentAdmin } from "../../web/admin-guard.server";
import { adminSessionHash } from "../../web/admin-session-cookie.server";
import { HttpError } from "../../web/errors.server";
import type { ApiEnv } from "../../web/hono-env.server";
import { messagePage } from "../chat";
import { assertChatUpgrade } from "../chat-socket";
import { parseOr400, validateJson, validateParams } from "../validate";
import { requires } from "./access";

const roomId = validateParams({ roomId: RoomIdParamSchema });

/** SPEC.md §7 admin chat and the staff socket; every route requires the chat permission. */
export const adminChatApi = new Hono<ApiEnv>()
  .get("/chat/rooms", requires("canAnswerChat"), async (c) => c.json(await listRoomsForStaff(c.get("db"))))
  // Issue 15: the count in the navigation, polled by every admin page.
  .get("/chat/unread", requires("canAnswerChat"), async (c) =>
    c.json({ count: await unreadForStaff(c.get("db")) }),
  )
  .get("/chat/messages/:roomId", requires("canAnswerChat"), roomId, async (c) => {
    const room = await roomForStaff(c.get("db"), c.req.valid("param").roomId);
    return c.json(
      await listMessages(
        c.get("db"),
        room.id,
        messagePage((name) => c.req.query(name)),
      ),
    );
  })
  .post("/chat/send", requires("canAnswerChat"), validateJson(ChatSendSchema), async (c) => {
    const input = c.req.valid("json");
    const room = await roomForStaff(c.get("db"), input.roomId);
    const message = await sendChatMessage(c.env, c.get("db"), {
      roomId: room.id,
      senderId: currentAdmin(c).id,
      senderType: "admin",
      message: input.message,
    });
    return c.json(message, 201);
  })
  .post("/chat/mark-read/:roomId", requires("canAnswerChat"), roomId, async (c) => {
    const room = await roomForStaff(c.get("db"), c.req.valid("param").roomId);
    return c.json({
      success: true,
      ...(await markRoomRead(c.env, c.get("db"), {
        roomId: room.id,
        readerType: "admin",
        readerId: currentAdmin(c).id,
      })),
    });
  })
  .get("/chat/ws/:roomId", requires("canAnswerChat"), async (c) => {
    assertChatUpgrade(c.req.raw);
    const admin = currentAdmin(c);
    const session = await adminSessionHash(c.req.raw);
    if (!session) throw new HttpError(401, "Unauthorized");
    const room = await roomForStaff(c.get("db"), parseOr400(RoomIdParamSchema, c.req.param("roomId")));
    return forwardStaffUpgrade(c.env, c.get("db"), c.req.raw, {
      role: "admin",
      id: admin.id,
      roomId: room.id,
      session,
    });
  });

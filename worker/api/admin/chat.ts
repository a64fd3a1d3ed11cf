import { RoomIdParamSchema } from "../../../app/schemas/chat";
import { forwardStaffUpgrade } from "../../services/chat/live";
import { chatOperations as chat } from "../../services/chat/operations";
import { UnauthorizedError } from "../../services/errors";
import { adminSessionHash } from "../../web/cookies/admin-session-cookie.server";
import { messagePage } from "../chat";
import { assertChatUpgrade } from "../chat-socket";
import { parseOr400 } from "../validate";
import { operationRoutes, route } from "./operation-routes";

const roomIdOf = (c: { req: { param(name: string): string | undefined } }) =>
  parseOr400(RoomIdParamSchema, c.req.param("roomId"));

/** SPEC.md §7 admin chat and the staff socket; every route needs the chat permission. */
export const adminChatApi = operationRoutes([
  route("get", "/chat/rooms", chat.listRooms),
  route("get", "/chat/unread", chat.countUnread),
  route("get", "/chat/messages/:roomId", chat.listMessages, {
    // The cursor (after/before) is read leniently, as the customer's side reads it.
    handle: async (c, perform) =>
      c.json(await perform({ roomId: roomIdOf(c), page: messagePage((name) => c.req.query(name)) })),
  }),
  route("post", "/chat/send", chat.sendMessage, { status: 201 }),
  route("post", "/chat/mark-read/:roomId", chat.markRead, {
    answer: (read) => ({ success: true, ...read }),
  }),
  route("post", "/chat/close/:roomId", chat.closeRoom, {
    answer: (room) => ({ success: true, room }),
  }),
  route("get", "/chat/customer/:roomId", chat.roomCustomer),
  route("get", "/chat/ws/:roomId", chat.joinRoom, {
    // The upgrade is checked before anything else, as on the customer's socket.
    handle: async (c, perform) => {
      assertChatUpgrade(c.req.raw);
      const session = await adminSessionHash(c.req.raw);
      if (!session) throw new UnauthorizedError("Unauthorized");
      const room = await perform({ roomId: roomIdOf(c) });
      return forwardStaffUpgrade(c.env, c.get("db"), c.req.raw, {
        role: "admin",
        id: c.get("actor").id,
        roomId: room.id,
        session,
      });
    },
  }),
]);

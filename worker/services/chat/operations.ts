import { z } from "zod";
import { ChatSendSchema, RoomIdParamSchema, StaffRoomListQuerySchema } from "../../../app/schemas/chat";
import { operation } from "../shared/operation";
import { allows } from "../staff/permissions";
import { markRoomRead, roomForStaff, roomHistory, sendChatMessage } from "./actions";
import { closeRoom } from "./closing";
import { roomCustomer } from "./customer-panel";
import { listRoomsForStaff, unreadForStaff } from "./messages";
import type { MessagePage } from "./room-store";

const byRoom = { roomId: RoomIdParamSchema };

/** Staff answering customers' chat; every one needs the chat permission. */
export const chatOperations = {
  listRooms: operation({
    access: "canAnswerChat",
    input: StaffRoomListQuerySchema,
    run: ({ db }, { status }) => listRoomsForStaff(db, status),
  }),
  // The count in the navigation, polled by every admin page.
  countUnread: operation({
    access: "canAnswerChat",
    run: async ({ db }) => ({ count: await unreadForStaff(db) }),
  }),
  listMessages: operation({
    access: "canAnswerChat",
    target: byRoom,
    input: z.object({ page: z.custom<MessagePage>() }),
    run: async ({ db, env }, { roomId, page }) => roomHistory(env, (await roomForStaff(db, roomId)).id, page),
  }),
  sendMessage: operation({
    access: "canAnswerChat",
    input: ChatSendSchema,
    run: async ({ db, env, actor }, { roomId, message }) => {
      const room = await roomForStaff(db, roomId);
      return sendChatMessage(env, { roomId: room.id, from: { role: "admin", id: actor.id }, message });
    },
  }),
  markRead: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: async ({ db, env, actor }, { roomId }) => {
      const room = await roomForStaff(db, roomId);
      return markRoomRead(env, { roomId: room.id, reader: { role: "admin", id: actor.id } });
    },
  }),
  // Done with: off the open list until the customer (or visitor) writes again.
  closeRoom: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: ({ db, env, actor }, { roomId }) => closeRoom(env, db, { roomId, actor }),
  }),
  // Beside the conversation: who it is with; their orders and eSIMs only for staff who see orders.
  roomCustomer: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: ({ db, admin }, { roomId }) => roomCustomer(db, roomId, { orders: allows(admin, "canViewOrders") }),
  }),
  // The staff socket: the edge checks the upgrade and forwards it to this room.
  joinRoom: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: ({ db }, { roomId }) => roomForStaff(db, roomId),
  }),
};

import { z } from "zod";
import { ChatSendSchema, RoomIdParamSchema } from "../../../app/schemas/chat";
import { operation } from "../shared/operation";
import { markRoomRead, roomForStaff, sendChatMessage } from "./actions";
import { listMessages, listRoomsForStaff, type MessagePage, unreadForStaff } from "./messages";

const byRoom = { roomId: RoomIdParamSchema };

/** Staff answering customers' chat; every one needs the chat permission. */
export const chatOperations = {
  listRooms: operation({ access: "canAnswerChat", run: ({ db }) => listRoomsForStaff(db) }),
  // The count in the navigation, polled by every admin page.
  countUnread: operation({
    access: "canAnswerChat",
    run: async ({ db }) => ({ count: await unreadForStaff(db) }),
  }),
  listMessages: operation({
    access: "canAnswerChat",
    target: byRoom,
    input: z.object({ page: z.custom<MessagePage>() }),
    run: async ({ db }, { roomId, page }) => listMessages(db, (await roomForStaff(db, roomId)).id, page),
  }),
  sendMessage: operation({
    access: "canAnswerChat",
    input: ChatSendSchema,
    run: async ({ db, env, actor }, { roomId, message }) => {
      const room = await roomForStaff(db, roomId);
      return sendChatMessage(env, db, { roomId: room.id, from: { role: "admin", id: actor.id }, message });
    },
  }),
  markRead: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: async ({ db, env, actor }, { roomId }) => {
      const room = await roomForStaff(db, roomId);
      return markRoomRead(env, db, { roomId: room.id, reader: { role: "admin", id: actor.id } });
    },
  }),
  // The staff socket: the edge checks the upgrade and forwards it to this room.
  joinRoom: operation({
    access: "canAnswerChat",
    target: byRoom,
    run: ({ db }, { roomId }) => roomForStaff(db, roomId),
  }),
};

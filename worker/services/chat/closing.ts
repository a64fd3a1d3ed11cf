import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatRooms } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { roomForStaff } from "./actions";
import { fanOut } from "./live";

/**
 * Staff close a conversation: it leaves the open list and nobody counts as waiting in it any more.
 * The room and its messages stay; the customer's (or visitor's) next message opens it again. The
 * change and its audit row share one batch; the room's sockets hear of it after. Closing a room
 * already closed changes nothing and writes nothing.
 */
export async function closeRoom(
  env: Env,
  db: Database,
  { roomId, actor, now = Date.now() }: { roomId: number; actor: Actor; now?: number },
) {
  const room = await roomForStaff(db, roomId);
  if (room.status === "closed") return { ...room, closed: false };
  const [changed] = await db.batch([
    db
      .update(chatRooms)
      .set({ status: "closed", waitingSince: null, updatedAt: new Date(now) })
      .where(and(eq(chatRooms.id, room.id), eq(chatRooms.status, "open")))
      .returning({ id: chatRooms.id }),
    auditInsert(
      db,
      actor,
      {
        action: "CHAT_CLOSE",
        targetType: "chat_room",
        targetId: room.id,
        details: { userId: room.userId },
      },
      now,
    ),
  ]);
  if (changed.length > 0) await fanOut(env, room.id, { type: "status", roomId: room.id, status: "closed" });
  return { ...room, status: "closed", updatedAt: new Date(now).toISOString(), closed: changed.length > 0 };
}

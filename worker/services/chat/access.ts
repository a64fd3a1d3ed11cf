import { readAdminSessionByHash } from "../../auth/admin-session";
import { lookupSessionInD1 } from "../../auth/session";
import type { Database } from "../../db/client";
import { allows, type StaffIdentity } from "../staff/permissions";
import { unreadForStaff } from "./messages";
import { chatOperations } from "./operations";
import type { SocketIdentity } from "./socket-identity";
import { isVisitorTokenHashValid } from "./visitors";

/**
 * Is the session a socket was opened with still good (D1 decides: revoked, expired, banned,
 * deactivated or stripped of the chat permission all end it; a visitor's room token must
 * still open their room)? Checked on every frame a socket sends.
 */
export async function isSocketSessionValid(db: Database, socket: SocketIdentity): Promise<boolean> {
  if (socket.role === "visitor") return isVisitorTokenHashValid(db, socket.roomId, socket.session);
  if (socket.role === "user") {
    const session = await lookupSessionInD1(db, socket.session);
    return session?.user.id === socket.id;
  }
  const admin = await readAdminSessionByHash(db, socket.session);
  return admin?.id === socket.id && allows(admin, chatOperations.joinRoom.access);
}

/** The unread count for the back office's navigation: null for staff who may not answer chats. */
export async function staffChatUnread(db: Database, admin: StaffIdentity): Promise<number | null> {
  return allows(admin, chatOperations.countUnread.access) ? unreadForStaff(db) : null;
}

import { and, eq, sql } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import {
  auditLogs,
  authTokens,
  cartItems,
  chatRooms,
  contactSubmissions,
  emailOutbox,
  knownDevices,
  orders,
  userSessions,
  users,
} from "../../db/schema";
import { customerChatRooms, eraseRooms } from "../chat/live";
import { UnauthorizedError } from "../errors";
import { limitPasswordChecks, loadUser } from "./profile";
import { endAllSessionsWith } from "./rules";

// "Delete my account" (the right to erasure: Malaysia's PDPA as amended in 2024, GDPR art. 17).
//
// The person is erased; the sales are not. Orders, their lines, events, refunds and eSIM records
// stay because tax law requires the receipts, but without the person: the name becomes "Deleted
// customer #<id>", the address a placeholder that cannot receive mail, the shipping address goes.
// `orders.user_id` is kept, so staff can still see that several receipts belong to one (deleted)
// account, while the `users` row that it points to holds nothing personal any more.
//
// The deletion is one audit row with no staff member (`admin_id` NULL: the customer acted), in the
// same batch; the `users` row says it too (`deleted_at` set, `deleted_by` NULL). E-mails written to
// the person lose their address and bodies; their contact-form messages go.
//
// The placeholders use "#", which a username or e-mail address at registration cannot contain, so
// no account can hold them beforehand, and the old username and e-mail are free to register again.

const erasedUsername = (userId: number) => `deleted#${userId}`;
const erasedEmail = (userId: number) => `deleted#${userId}@deleted.invalid`;
export const erasedCustomerName = (userId: number) => `Deleted customer #${userId}`;

/** Was this account erased by its owner (not merely deleted by staff, which keeps the names)? */
export function isErasedAccount(row: { id: number; deletedAt: Date | null; email: string }): boolean {
  return row.deletedAt !== null && row.email === erasedEmail(row.id);
}

const WRONG_PASSWORD = "Password is incorrect";

/**
 * Check the password (counted like every other check of the current password), then erase the
 * person and end every session and chat socket, all in one D1 batch.
 */
export async function deleteOwnAccount(
  db: Database,
  env: Env,
  password: string,
  by: { userId: number; client: string; now?: number },
): Promise<void> {
  const { userId } = by;
  const now = by.now ?? Date.now();
  await limitPasswordChecks(db, userId, by.client, now);
  const user = await loadUser(db, userId);
  if (user.deletedAt !== null || !(await verifyPassword(password, user.password))) {
    throw new UnauthorizedError(WRONG_PASSWORD, { field: "password" });
  }
  const at = new Date(now);
  const rooms = await customerChatRooms(db, userId);
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({
          username: erasedUsername(userId),
          email: erasedEmail(userId),
          // Not a hash of anything: no password can ever match it.
          password: "erased",
          firstName: null,
          lastName: null,
          phone: null,
          countryCode: null,
          ipAddress: null,
          banReason: null,
          emailVerifiedAt: null,
          deletedAt: at,
          deletedBy: null,
          updatedAt: at,
        })
        .where(eq(users.id, userId)),
      db
        .update(orders)
        .set({
          customerName: erasedCustomerName(userId),
          customerEmail: erasedEmail(userId),
          shippingAddress: null,
        })
        .where(eq(orders.userId, userId)),
      // The rooms' messages go with them (ON DELETE CASCADE).
      db.delete(chatRooms).where(eq(chatRooms.userId, userId)),
      db.delete(cartItems).where(eq(cartItems.userId, userId)),
      db.delete(authTokens).where(eq(authTokens.userId, userId)),
      db
        .delete(knownDevices)
        .where(and(eq(knownDevices.accountKind, "customer"), eq(knownDevices.accountId, userId))),
      db.update(userSessions).set({ userAgent: null, place: null }).where(eq(userSessions.userId, userId)),
      db
        .update(emailOutbox)
        .set({ toAddress: erasedEmail(userId), subject: null, textBody: null, htmlBody: null, payload: "{}" })
        .where(eq(emailOutbox.userId, userId)),
      db
        .delete(contactSubmissions)
        .where(sql`lower(${contactSubmissions.email}) = ${user.email.toLowerCase()}`),
      db.insert(auditLogs).values({
        adminId: null,
        action: "ACCOUNT_ERASE",
        targetType: "user",
        targetId: userId,
        details: "{}",
        createdAt: at,
      }),
    ],
    { userId, now },
  );
  // Each room's own storage goes too: the conversation lives there, D1 only held a copy.
  await eraseRooms(env, rooms);
}

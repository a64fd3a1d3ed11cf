import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ChangeEmailSchema, ChangePasswordSchema } from "../../app/schemas/account";
import { hashPassword, verifyPassword } from "../auth/password";
import { type IssuedSession, issueUserSession, revokeUserSessions } from "../auth/session";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { disconnectCustomerSockets } from "./chat-live";
import { ConflictError, InvalidError, UnauthorizedError } from "./errors";

async function loadUser(db: Database, userId: number) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new UnauthorizedError("Not authenticated");
  return user;
}

/**
 * Change the password, end every session of the user (a thief's included), and start a fresh
 * one for the browser that made the change, of the same kind (remember-me or not).
 */
export async function changePassword(
  db: Database,
  env: Env,
  userId: number,
  input: z.output<typeof ChangePasswordSchema>,
  options: { persistent: boolean; now?: number },
): Promise<IssuedSession> {
  const now = options.now ?? Date.now();
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(input.currentPassword, user.password))) {
    throw new InvalidError("Current password is incorrect");
  }
  const password = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({ password, updatedAt: new Date(now) })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, env.SESSIONS, userId, now);
  await disconnectCustomerSockets(env, db, userId);
  return issueUserSession(
    db,
    env.SESSIONS,
    { ...user, password, sessionsValidAfter: new Date(now) },
    {
      persistent: options.persistent,
      now,
    },
  );
}

/** Change the e-mail and end every session: the user signs in again with the new address. */
export async function changeEmail(
  db: Database,
  env: Env,
  userId: number,
  input: z.output<typeof ChangeEmailSchema>,
  now = Date.now(),
): Promise<void> {
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(input.password, user.password))) {
    throw new InvalidError("Password is incorrect");
  }
  const email = input.newEmail.toLowerCase();
  if (email === user.email.toLowerCase()) throw new InvalidError("This is already your email address");
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .get();
  if (taken) throw new ConflictError("An account with this email already exists");
  const updated = await db
    .update(users)
    .set({ email, emailVerifiedAt: null, updatedAt: new Date(now) })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch(() => []);
  if (updated.length === 0) throw new ConflictError("An account with this email already exists");
  await revokeUserSessions(db, env.SESSIONS, userId, now);
  await disconnectCustomerSockets(env, db, userId);
}

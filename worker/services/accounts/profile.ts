import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ChangeEmailSchema, ChangePasswordSchema } from "../../../app/schemas/account";
import { hashPassword, verifyPassword } from "../../auth/password";
import { type IssuedSession, issueUserSession, type SessionDevice } from "../../auth/session";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ConflictError, InvalidError, UnauthorizedError } from "../errors";
import { isUniqueViolation } from "../shared/db-errors";
import { refuseCommonPassword } from "../shared/password-policy";
import { AUTH_RATE_LIMITS, enforceLimits } from "./auth";
import { accountNameTaken, endAllSessionsWith } from "./rules";

/**
 * Each check of the current password costs a full hash: count it per account and per client
 * first, so a stolen session cannot be used to guess the password at leisure.
 */
export async function limitPasswordChecks(
  db: Database,
  userId: number,
  client: string,
  now: number,
): Promise<void> {
  await enforceLimits(
    db,
    [
      [AUTH_RATE_LIMITS.passwordCheckAccount, `user:${userId}`],
      [AUTH_RATE_LIMITS.passwordCheckClient, client],
    ],
    now,
  );
}

export async function loadUser(db: Database, userId: number) {
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
  input: z.output<typeof ChangePasswordSchema>,
  by: { userId: number; persistent: boolean; client: string; device?: SessionDevice; now?: number },
): Promise<IssuedSession> {
  const { userId } = by;
  const now = by.now ?? Date.now();
  await limitPasswordChecks(db, userId, by.client, now);
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(input.currentPassword, user.password))) {
    throw new InvalidError("Current password is incorrect");
  }
  refuseCommonPassword(input.newPassword, "newPassword");
  const password = await hashPassword(input.newPassword);
  // The new password and the end of every old session happen together or not at all.
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({ password, updatedAt: new Date(now) })
        .where(eq(users.id, userId)),
    ],
    { userId, now },
  );
  return issueUserSession(
    db,
    env.SESSIONS,
    { ...user, password, sessionsValidAfter: new Date(now) },
    {
      persistent: by.persistent,
      device: by.device,
      now,
    },
  );
}

/** Change the e-mail and end every session: the user signs in again with the new address. */
export async function changeEmail(
  db: Database,
  env: Env,
  input: z.output<typeof ChangeEmailSchema>,
  by: { userId: number; client: string; now?: number },
): Promise<void> {
  const { userId } = by;
  const now = by.now ?? Date.now();
  await limitPasswordChecks(db, userId, by.client, now);
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(input.password, user.password))) {
    throw new InvalidError("Password is incorrect");
  }
  const email = input.newEmail.toLowerCase();
  if (email === user.email.toLowerCase()) throw new InvalidError("This is already your email address");
  const taken = "An account with this email already exists";
  if (await accountNameTaken(db, { email }, userId)) throw new ConflictError(taken);
  try {
    // The new address and the end of every old session happen together or not at all.
    const change = db
      .update(users)
      .set({ email, emailVerifiedAt: null, updatedAt: new Date(now) })
      .where(eq(users.id, userId));
    await endAllSessionsWith(db, env, [change], { userId, now });
  } catch (error) {
    // A racing change took the address first: the unique index refuses the whole batch.
    if (isUniqueViolation(error)) throw new ConflictError(taken);
    throw error;
  }
}

import { eq, sql } from "drizzle-orm";
import type { AdminLogin } from "../../../app/schemas/admin/session";
import { createAdminSession, revokeAdminSession } from "../../auth/admin-session";
import { hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import type { SessionDevice } from "../../auth/session";
import type { Database } from "../../db/client";
import { adminUsers, rateLimits } from "../../db/schema";
import { disconnectStaffSession } from "../chat-live";
import { RateLimitedError, UnauthorizedError } from "../errors";
import { hitRateLimit, type RateLimitRule, rateLimitMessage, undoRateLimitHit } from "../rate-limit";
import { acceptSecondFactor, isTwoFactorRequired, twoFactorStatus } from "./two-factor";

const ADMIN_LOGIN_LIMITS = {
  perClient: { scope: "admin-login:ip", limit: 20, windowMs: 15 * 60 * 1000 },
  /** Per account AND client: a stranger's guesses never lock a staff member out (issue 16). */
  perAccount: { scope: "admin-login:account-client", limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

// Unknown usernames still pay for one hash check, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
};

const INVALID = "Invalid username or password";

/** Staff logout: revoke the session with this token hash (if any) and close the chat sockets it opened. */
export async function logoutAdmin(db: Database, env: Env, hash: string | null): Promise<void> {
  if (!hash) return;
  await revokeAdminSession(db, hash);
  await disconnectStaffSession(env, db, hash);
}

/**
 * Checks the limits before any hashing, then the password; returns the new session's token (the
 * edge sets it as the staff cookie).
 * `client` is the caller's address (the web edge's clientAddress), the subject of the limits.
 */
export async function loginAdmin(
  db: Database,
  client: string,
  input: AdminLogin,
  now = Date.now(),
  device?: SessionDevice,
) {
  const accountClient = `${input.username.toLowerCase()}|${client}`;
  for (const [rule, subject] of [
    [ADMIN_LOGIN_LIMITS.perClient, client],
    [ADMIN_LOGIN_LIMITS.perAccount, accountClient],
  ] as const) {
    const result = await hitRateLimit(db, rule, subject, now);
    if (!result.allowed) {
      throw new RateLimitedError(rateLimitMessage(result.retryAfterSeconds), result.retryAfterSeconds, {
        retryAfter: result.retryAfterSeconds,
      });
    }
  }
  const admin = await db.query.adminUsers.findFirst({
    where: sql`lower(${adminUsers.username}) = lower(${input.username})`,
  });
  const valid = await verifyPassword(input.password, admin?.password ?? (await dummy()));
  if (!admin || !valid || !admin.active) throw new UnauthorizedError(INVALID);
  // Two-factor (issue 15): the password alone opens nothing; the form asks for the code and sends
  // both again. Wrong codes count against the same per-account limit as wrong passwords.
  if ((await twoFactorStatus(db, admin.id)).enabled) {
    if (!input.code) {
      throw new UnauthorizedError("Enter the code from your authenticator app", { twoFactorRequired: true });
    }
    if (!(await acceptSecondFactor(db, admin.id, input.code, now))) {
      throw new UnauthorizedError("That code is not valid or was already used", { twoFactorRequired: true });
    }
  }
  if (needsRehash(admin.password)) {
    await db
      .update(adminUsers)
      .set({ password: await hashPassword(input.password) })
      .where(eq(adminUsers.id, admin.id));
  }
  // A correct password clears this client's failures at the account and takes back its own hit
  // on the client: only guesses use up a limit.
  await Promise.all([
    db
      .delete(rateLimits)
      .where(eq(rateLimits.key, `${ADMIN_LOGIN_LIMITS.perAccount.scope}:${accountClient}`)),
    undoRateLimitHit(db, ADMIN_LOGIN_LIMITS.perClient, client),
  ]);
  const token = await createAdminSession(db, admin.id, now, device);
  const mustEnrol = !(await twoFactorStatus(db, admin.id)).enabled && (await isTwoFactorRequired(db));
  return {
    token,
    admin: { id: admin.id, username: admin.username, isSuperAdmin: admin.isSuperAdmin },
    ...(mustEnrol ? { mustEnrolTwoFactor: true } : {}),
  };
}

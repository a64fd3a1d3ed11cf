import { eq, sql } from "drizzle-orm";
import type { AdminLogin } from "../../../app/schemas/admin/session";
import { createAdminSession, revokeAdminSession } from "../../auth/admin-session";
import { hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import type { SessionDevice } from "../../auth/session";
import type { Database } from "../../db/client";
import { adminPermissions, adminUsers, rateLimits } from "../../db/schema";
import { readConfig, readPaymentSecrets } from "../../env";
import {
  refundSignInAttempt,
  rememberDevice,
  type SpentAttempt,
  spendSignInAttempt,
} from "../accounts/sign-in-guard";
import { type Actor, auditInsert } from "../audit/log";
import { disconnectStaffSession } from "../chat/live";
import { UnauthorizedError } from "../errors";
import { meetsPasswordPolicy } from "../shared/password-policy";
import { enforceRateLimit, type RateLimitRule, undoRateLimitHit } from "../shared/rate-limit";
import { mustHaveTwoFactor, permissionMap } from "./permissions";
import { acceptSecondFactor, isTwoFactorRequired, twoFactorStatus } from "./two-factor";

const ADMIN_LOGIN_LIMITS = {
  perClient: { scope: "admin-login:ip", limit: 20, windowMs: 15 * 60 * 1000 },
  /** Per account AND client: a stranger's guesses never lock a staff member out. */
  perAccount: { scope: "admin-login:account-client", limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

// Unknown usernames still pay for one hash check, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
};

const INVALID = "Invalid username or password";

/** Who is signing in, from where: the web edge reads it off the request. */
export interface StaffSignInRequest {
  /** The caller's address as a rate-limit subject (an IPv6 /64). */
  client: string;
  /** The exact address and the browser, for the audit rows. */
  address: string | null;
  userAgent: string | null;
  /** The tokens of the browser's staff device cookie (sign-in-guard.ts). */
  deviceTokens: string[];
  /** The browser and approximate place, shown in "Where you're signed in". */
  device?: SessionDevice;
}

/** Staff logout: revoke the session with this token hash (if any) and close the chat sockets it opened. */
export async function logoutAdmin(db: Database, env: Env, hash: string | null): Promise<void> {
  if (!hash) return;
  await revokeAdminSession(db, hash);
  await disconnectStaffSession(env, db, hash);
}

/**
 * Checks the limits before any hashing, then the password and the second factor; returns the new
 * session's token and the browser's device tokens (the edge sets both as cookies). Sign-ins and
 * failures against an existing account are audited; an unknown username has no account to name.
 */
export async function loginAdmin(
  db: Database,
  env: Env,
  { input, request, now = Date.now() }: { input: AdminLogin; request: StaffSignInRequest; now?: number },
) {
  const { client } = request;
  const accountClient = `${input.username.toLowerCase()}|${client}`;
  for (const [rule, subject] of [
    [ADMIN_LOGIN_LIMITS.perClient, client],
    [ADMIN_LOGIN_LIMITS.perAccount, accountClient],
  ] as const) {
    await enforceRateLimit(db, rule, subject, { now, extra: (wait) => ({ retryAfter: wait }) });
  }
  const admin = await db.query.adminUsers.findFirst({
    where: sql`lower(${adminUsers.username}) = lower(${input.username})`,
  });
  const spent = await spendSignInAttempt(
    db,
    env,
    {
      kind: "staff",
      account: admin ? { id: admin.id, email: admin.email, name: admin.username } : null,
      login: input.username,
      deviceTokens: request.deviceTokens,
    },
    now,
  );
  const valid = await verifyPassword(input.password, admin?.password ?? (await dummy()));
  if (!admin) throw new UnauthorizedError(INVALID);
  const actor: Actor = { id: admin.id, ip: request.address, userAgent: request.userAgent };
  if (!valid || !admin.active) {
    await auditSignIn(db, {
      actor,
      username: admin.username,
      action: "STAFF_SIGN_IN_FAILED",
      description: "Wrong password",
      now,
    });
    throw new UnauthorizedError(INVALID);
  }
  // A correct password clears this client's failures at the account and takes back its hits: only
  // guesses use up a limit. Wrong codes below are guesses again and stay counted.
  const refund = () => refundAttempt(db, client, accountClient, spent);
  // Two-factor: the password alone opens nothing; the form asks for the code and sends
  // both again. Wrong codes spend from the same budgets as wrong passwords.
  if ((await twoFactorStatus(db, admin.id)).enabled) {
    if (!input.code) {
      await refund();
      throw new UnauthorizedError("Enter the code from your authenticator app", { twoFactorRequired: true });
    }
    const settingsKey = readPaymentSecrets(env).settingsEncryptionKey;
    if (!(await acceptSecondFactor(db, { adminId: admin.id, code: input.code, settingsKey, now }))) {
      await auditSignIn(db, {
        actor,
        username: admin.username,
        action: "STAFF_2FA_FAILED",
        description: "Wrong two-factor code",
        now,
      });
      throw new UnauthorizedError("That code is not valid or was already used", { twoFactorRequired: true });
    }
  }
  if (needsRehash(admin.password)) {
    await db
      .update(adminUsers)
      .set({ password: await hashPassword(input.password) })
      .where(eq(adminUsers.id, admin.id));
  }
  await refund();
  const token = await createAdminSession(db, admin.id, now, request.device);
  const deviceTokens = await rememberDevice(
    db,
    {
      kind: "staff",
      accountId: admin.id,
      knownDeviceId: spent.knownDeviceId,
      deviceTokens: request.deviceTokens,
    },
    now,
  );
  await auditSignIn(db, {
    actor,
    username: admin.username,
    action: "STAFF_SIGN_IN",
    description: "Signed in",
    now,
  });
  const mustEnrol = await mustEnrolTwoFactor(db, env, admin);
  // Only here is the plain password known: one set under the old rule is asked to change (decision 0064).
  const weakPassword = !meetsPasswordPolicy(input.password);
  return {
    token,
    deviceTokens,
    admin: { id: admin.id, username: admin.username, isSuperAdmin: admin.isSuperAdmin },
    ...(mustEnrol ? { mustEnrolTwoFactor: true } : {}),
    ...(weakPassword ? { passwordChangeRequired: true } : {}),
  };
}

/** Two-factor is off for this member and required of them: shop-wide, or by their permissions. */
async function mustEnrolTwoFactor(db: Database, env: Env, admin: { id: number; isSuperAdmin: boolean }) {
  if ((await twoFactorStatus(db, admin.id)).enabled) return false;
  const row = await db.query.adminPermissions.findFirst({ where: eq(adminPermissions.adminId, admin.id) });
  const member = { isSuperAdmin: admin.isSuperAdmin, permissions: permissionMap(row, admin.isSuperAdmin) };
  const rule = {
    shopWide: await isTwoFactorRequired(db),
    forSensitive: readConfig(env).STAFF_TWO_FACTOR === "required",
  };
  return mustHaveTwoFactor(member, rule);
}

async function refundAttempt(db: Database, client: string, accountClient: string, spent: SpentAttempt) {
  await Promise.all([
    db
      .delete(rateLimits)
      .where(eq(rateLimits.key, `${ADMIN_LOGIN_LIMITS.perAccount.scope}:${accountClient}`)),
    undoRateLimitHit(db, ADMIN_LOGIN_LIMITS.perClient, client),
    refundSignInAttempt(db, spent),
  ]);
}

/** One audit row for a sign-in or a failed one, by the staff account itself. */
async function auditSignIn(
  db: Database,
  {
    actor,
    username,
    action,
    description,
    now,
  }: {
    actor: Actor;
    username: string;
    action: "STAFF_SIGN_IN" | "STAFF_SIGN_IN_FAILED" | "STAFF_2FA_FAILED";
    description: string;
    now: number;
  },
) {
  await auditInsert(
    db,
    actor,
    { action, targetType: "admin_user", targetId: actor.id, details: { username, description } },
    now,
  );
}

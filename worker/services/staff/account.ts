import { and, eq, isNull, ne } from "drizzle-orm";
import type {
  OwnPasswordChange,
  StaffAccount,
  StaffPasswordReset,
  StaffSecuritySettings,
} from "../../../app/schemas/admin/account";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { adminSessions, adminUsers, storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { disconnectStaffSession, disconnectStaffSockets } from "../chat/live";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { refuseCommonPassword } from "../shared/password-policy";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";
import { isTwoFactorRequired, STAFF_TWO_FACTOR_REQUIRED_KEY, twoFactorStatus } from "./two-factor";

/** Guesses at the current password from a stolen session are capped like sign-in guesses. */
const OWN_PASSWORD_LIMIT = {
  scope: "admin-password:account",
  limit: 5,
  windowMs: 15 * 60 * 1000,
} satisfies RateLimitRule;

export async function staffAccount(db: Database, adminId: number): Promise<StaffAccount> {
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, adminId) });
  if (!admin) throw new NotFoundError("Staff account not found");
  const [status, required] = await Promise.all([twoFactorStatus(db, adminId), isTwoFactorRequired(db)]);
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    isSuperAdmin: admin.isSuperAdmin,
    twoFactorEnabled: status.enabled,
    twoFactorRequired: required,
    recoveryCodesLeft: status.recoveryCodesLeft,
  };
}

/**
 * A staff member's own password: the current one is required, and every other session of theirs
 * ends in the same batch (this one stays signed in). The audit row never holds either password.
 */
export async function changeOwnPassword(
  db: Database,
  env: Env,
  {
    actor,
    currentSessionHash,
    change,
    now = Date.now(),
  }: { actor: Actor; currentSessionHash: string; change: OwnPasswordChange; now?: number },
) {
  await enforceRateLimit(db, OWN_PASSWORD_LIMIT, String(actor.id), { now });
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) });
  if (!admin) throw new NotFoundError("Staff account not found");
  if (!(await verifyPassword(change.currentPassword, admin.password))) {
    throw new InvalidError("Current password is incorrect", { field: "currentPassword" });
  }
  if (change.currentPassword === change.newPassword) {
    throw new InvalidError("The new password must differ from the current one", { field: "newPassword" });
  }
  refuseCommonPassword(change.newPassword, "newPassword");
  const others = and(
    eq(adminSessions.adminId, actor.id),
    ne(adminSessions.sessionToken, currentSessionHash),
    isNull(adminSessions.revokedAt),
  );
  const ended = await db.select({ hash: adminSessions.sessionToken }).from(adminSessions).where(others);
  await db.batch([
    db
      .update(adminUsers)
      .set({ password: await hashPassword(change.newPassword) })
      .where(eq(adminUsers.id, actor.id)),
    db
      .update(adminSessions)
      .set({ revokedAt: new Date(now) })
      .where(others),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_PASSWORD_CHANGE",
        targetType: "admin_user",
        targetId: actor.id,
        details: { username: admin.username, description: "Changed own password; other sessions ended" },
      },
      now,
    ),
  ]);
  await Promise.all(ended.map(({ hash }) => disconnectStaffSession(env, db, hash)));
  return { endedSessions: ended.length };
}

/** A super admin setting another staff member's password; all of that member's sessions end. */
export async function resetStaffPassword(
  db: Database,
  env: Env,
  {
    actor,
    id,
    newPassword,
    now = Date.now(),
  }: { actor: Actor; id: number; newPassword: StaffPasswordReset["newPassword"]; now?: number },
) {
  const staff = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, id) });
  if (!staff) throw new NotFoundError("Staff account not found");
  if (staff.id === actor.id) throw new ConflictError("Change your own password under My account");
  if (staff.isSuperAdmin) throw new ConflictError("A super admin's password cannot be reset here");
  refuseCommonPassword(newPassword, "newPassword");
  const at = new Date(now);
  await db.batch([
    db
      .update(adminUsers)
      .set({ password: await hashPassword(newPassword), sessionsValidAfter: at })
      .where(eq(adminUsers.id, id)),
    db
      .update(adminSessions)
      .set({ revokedAt: at })
      .where(and(eq(adminSessions.adminId, id), isNull(adminSessions.revokedAt))),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_PASSWORD_RESET",
        targetType: "admin_user",
        targetId: id,
        details: { username: staff.username, description: "Password reset; their sessions ended" },
      },
      now,
    ),
  ]);
  await disconnectStaffSockets(env, db, id);
  return { username: staff.username };
}

/**
 * Making two-factor required: the super admin turning it on must have it already, or the rule
 * would lock them into enrolment mid-click.
 */
export async function saveStaffSecurity(
  db: Database,
  actor: Actor,
  input: StaffSecuritySettings,
  now = Date.now(),
): Promise<StaffSecuritySettings> {
  if (input.twoFactorRequired && !(await twoFactorStatus(db, actor.id)).enabled) {
    throw new ConflictError("Turn on two-factor for your own account first");
  }
  const value = String(input.twoFactorRequired);
  const at = new Date(now);
  await db.batch([
    db
      .insert(storeSettings)
      .values({ key: STAFF_TWO_FACTOR_REQUIRED_KEY, value, updatedAt: at, updatedBy: actor.id })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: at, updatedBy: actor.id } }),
    auditInsert(
      db,
      actor,
      {
        action: "SETTINGS_UPDATE",
        targetType: "store_settings",
        targetId: null,
        details: {
          twoFactorRequired: input.twoFactorRequired,
          description: input.twoFactorRequired
            ? "Two-factor required for all staff"
            : "Two-factor optional for staff",
        },
      },
      now,
    ),
  ]);
  return input;
}

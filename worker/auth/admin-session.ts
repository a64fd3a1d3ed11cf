import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminPermissions, adminSessions, adminTotp, adminUsers } from "../db/schema";
import { mustHaveTwoFactor, permissionMap, type StaffIdentity } from "../services/staff/permissions";
import { LAST_SEEN_EVERY_MS, type SessionDevice } from "./session";
import { randomToken, sha256Hex } from "./tokens";

// Staff sessions: their own cookie, SameSite=Strict, a working day long, and always read from D1
// (never KV) so that deactivation or a permission change takes effect on the very next request.
// The cookie itself is the web edge's: worker/web/cookies/admin-session-cookie.server.ts.
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Start a staff session; answers the token for the browser's cookie (only its hash is stored). */
export async function createAdminSession(
  db: Database,
  adminId: number,
  now = Date.now(),
  device?: SessionDevice,
): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    adminId,
    sessionToken: await sha256Hex(token),
    expiresAt: new Date(now + ADMIN_SESSION_TTL_MS),
    createdAt: new Date(now),
    userAgent: device?.userAgent ?? null,
    place: device?.place ?? null,
    lastSeenAt: new Date(now),
  });
  return token;
}

/** The signed-in staff member behind a token hash (the cookie's, or a chat socket's), or null. */
export async function readAdminSessionByHash(
  db: Database,
  hash: string,
  now = Date.now(),
  /** STAFF_TWO_FACTOR is "required" (the default): sensitive permissions need two-factor. */
  twoFactorForSensitive = true,
): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      isSuperAdmin: adminUsers.isSuperAdmin,
      active: adminUsers.active,
      validAfter: adminUsers.sessionsValidAfter,
      createdAt: adminSessions.createdAt,
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      permissions: adminPermissions,
      // With two-factor required (shop-wide, or for this member's permissions), staff without it may only enrol.
      twoFactorOn: adminTotp.confirmedAt,
      twoFactorRequired: sql<
        number | null
      >`(select value = 'true' from store_settings where key = 'staff_two_factor_required')`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .leftJoin(adminPermissions, eq(adminPermissions.adminId, adminUsers.id))
    .leftJoin(adminTotp, eq(adminTotp.adminId, adminUsers.id))
    .where(
      and(
        eq(adminSessions.sessionToken, hash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row?.active || row.createdAt.getTime() < row.validAfter.getTime()) return null;
  await noteStaffSessionSeen(db, row.sessionId, row.lastSeenAt, now);
  const member = {
    isSuperAdmin: row.isSuperAdmin,
    permissions: permissionMap(row.permissions, row.isSuperAdmin),
  };
  const rule = { shopWide: Boolean(row.twoFactorRequired), forSensitive: twoFactorForSensitive };
  return {
    id: row.id,
    username: row.username,
    ...member,
    needsTwoFactor: !row.twoFactorOn && mustHaveTwoFactor(member, rule),
  };
}

/** Logout: revoke the staff session with this token hash. */
export async function revokeAdminSession(db: Database, hash: string, now = Date.now()): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(adminSessions.sessionToken, hash));
}

/** "Last seen" of a staff session, written at most every LAST_SEEN_EVERY_MS (guarded in SQL too). */
async function noteStaffSessionSeen(db: Database, sessionId: number, lastSeenAt: Date | null, now: number) {
  const staleBefore = new Date(now - LAST_SEEN_EVERY_MS);
  if (lastSeenAt && lastSeenAt >= staleBefore) return;
  await db
    .update(adminSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(adminSessions.id, sessionId),
        or(isNull(adminSessions.lastSeenAt), lt(adminSessions.lastSeenAt, staleBefore)),
      ),
    );
}

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminPermissions, adminSessions, adminTotp, adminUsers } from "../db/schema";
import { permissionMap, type StaffIdentity } from "../services/admin/permissions";
import { clearCookie, readCookie, setCookie } from "../web/cookies.server";
import { randomToken, sha256Hex } from "./tokens";

// Staff sessions: their own cookie, SameSite=Strict, a working day long, and always read from D1
// (never KV) so that deactivation or a permission change takes effect on the very next request.
export const ADMIN_SESSION_COOKIE = "__Host-admin_session";
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export async function createAdminSession(db: Database, adminId: number, now = Date.now()) {
  const token = randomToken();
  await db.insert(adminSessions).values({
    adminId,
    sessionToken: await sha256Hex(token),
    expiresAt: new Date(now + ADMIN_SESSION_TTL_MS),
    createdAt: new Date(now),
  });
  return setCookie(ADMIN_SESSION_COOKIE, token, {
    sameSite: "Strict",
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export function clearAdminSessionCookie(): string {
  return clearCookie(ADMIN_SESSION_COOKIE, { sameSite: "Strict" });
}

/** The SHA-256 of the request's staff session token (what D1 stores), or null without one. */
export async function adminSessionHash(request: Request): Promise<string | null> {
  const token = readCookie(request, ADMIN_SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return sha256Hex(token);
}

/** The signed-in staff member with their permission map, or null. */
export async function readAdminSession(
  db: Database,
  request: Request,
  now = Date.now(),
): Promise<StaffIdentity | null> {
  const hash = await adminSessionHash(request);
  return hash ? readAdminSessionByHash(db, hash, now) : null;
}

/** The same check from a stored token hash (a chat socket re-checks its session this way). */
export async function readAdminSessionByHash(
  db: Database,
  hash: string,
  now = Date.now(),
): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      isSuperAdmin: adminUsers.isSuperAdmin,
      active: adminUsers.active,
      validAfter: adminUsers.sessionsValidAfter,
      createdAt: adminSessions.createdAt,
      permissions: adminPermissions,
      // Issue 15: with two-factor required shop-wide, staff without it may only enrol.
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
  return {
    id: row.id,
    username: row.username,
    isSuperAdmin: row.isSuperAdmin,
    permissions: permissionMap(row.permissions, row.isSuperAdmin),
    needsTwoFactor: Boolean(row.twoFactorRequired) && !row.twoFactorOn,
  };
}

/** Logout: revoke the request's staff session; returns its hash so its chat sockets can be closed. */
export async function revokeAdminSession(db: Database, request: Request, now = Date.now()) {
  const hash = await adminSessionHash(request);
  if (!hash) return null;
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(adminSessions.sessionToken, hash));
  return hash;
}

import { ADMIN_SESSION_TTL_MS, readAdminSessionByHash } from "../../auth/admin-session";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";
import type { StaffIdentity } from "../../services/staff/permissions";
import { clearCookie, readCookie, setCookie } from "./cookies.server";

/** The staff session cookie: its own name, SameSite=Strict, a working day long. */
const ADMIN_SESSION_COOKIE = "__Host-admin_session";

export function adminSessionCookie(token: string): string {
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
  config: AppConfig,
  request: Request,
  now = Date.now(),
): Promise<StaffIdentity | null> {
  const hash = await adminSessionHash(request);
  return hash ? readAdminSessionByHash(db, hash, now, config.STAFF_TWO_FACTOR === "required") : null;
}

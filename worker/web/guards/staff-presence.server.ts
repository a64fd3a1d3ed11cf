import { readAdminSessionByHash } from "../../auth/admin-session";
import type { Database } from "../../db/client";
import { adminSessionHash } from "../cookies/admin-session-cookie.server";

export interface StaffPresence {
  username: string;
}

/**
 * Whether the storefront header should show its visitor as staff. Without the staff cookie (every
 * customer and guest) this costs nothing; with it, one indexed D1 read, so a revoked or expired
 * staff session is not shown as signed in.
 */
export async function staffPresence(db: Database, request: Request): Promise<StaffPresence | null> {
  const hash = await adminSessionHash(request);
  if (!hash) return null;
  const admin = await readAdminSessionByHash(db, hash);
  return admin ? { username: admin.username } : null;
}

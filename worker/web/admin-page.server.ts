import { redirect } from "react-router";
import { adminLoginPath } from "../../app/lib/admin-redirect";
import type { Access } from "../../app/schemas/admin/permissions";
import type { Database } from "../db/client";
import { allows, type StaffIdentity } from "../services/admin/permissions";
import { readAdminSession } from "./admin-session-cookie.server";

export type AdminPageAccess =
  | { status: "signed-out" }
  | { status: "denied"; admin: StaffIdentity }
  | { status: "allowed"; admin: StaffIdentity };

/** The /api/admin guard's check for React Router loaders of /admin and /content-manager. */
export async function checkAdminPageAccess(
  db: Database,
  request: Request,
  access: Access,
): Promise<AdminPageAccess> {
  const admin = await readAdminSession(db, request);
  if (!admin) return { status: "signed-out" };
  return allows(admin, access) ? { status: "allowed", admin } : { status: "denied", admin };
}

/** A back-office page asked for without a live staff session: sign in, then come back here. */
export function toAdminLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(adminLoginPath(`${url.pathname}${url.search}`));
}

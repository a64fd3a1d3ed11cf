import { PERMISSION_NAMES } from "../../../app/schemas/admin/permission-names";
import type { Access, PermissionMap } from "../../../app/schemas/admin/permissions";
import type { adminPermissions } from "../../db/schema";

/** SPEC.md §3/§6's nine flags plus the three the schema adds for reviews, content and chat. */
export const PERMISSIONS = PERMISSION_NAMES;

export function permissionMap(
  row: Partial<typeof adminPermissions.$inferSelect> | null | undefined,
  isSuperAdmin: boolean,
): PermissionMap {
  const map = {} as PermissionMap;
  for (const name of PERMISSIONS) map[name] = isSuperAdmin || Boolean(row?.[name]);
  return map;
}

export interface StaffIdentity {
  id: number;
  username: string;
  isSuperAdmin: boolean;
  permissions: PermissionMap;
  /** Two-factor is required for all staff and this member has not set it up yet. */
  needsTwoFactor?: boolean;
}

export function allows(admin: StaffIdentity | null, access: Access): boolean {
  if (access === "public") return true;
  if (!admin) return false;
  if (admin.isSuperAdmin || access === "staff") return true;
  if (access === "superAdmin") return false;
  return admin.permissions[access];
}

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
  /** Two-factor is required of this member (shop-wide, or by their permissions) and not set up yet. */
  needsTwoFactor?: boolean;
}

/**
 * Staff who can move money or other people's access: refunds, customers' accounts, and (super
 * admins) the staff accounts themselves. They need two-factor from their first sign-in unless
 * local development turned the requirement off (STAFF_TWO_FACTOR, decision 0065).
 */
function holdsSensitivePermission(member: { isSuperAdmin: boolean; permissions: PermissionMap }): boolean {
  return member.isSuperAdmin || member.permissions.canRefundOrders || member.permissions.canManageUsers;
}

/** Who must set up two-factor before anything else: everyone when the store says so, else the sensitive. */
export function mustHaveTwoFactor(
  member: { isSuperAdmin: boolean; permissions: PermissionMap },
  rule: { shopWide: boolean; forSensitive: boolean },
): boolean {
  return rule.shopWide || (rule.forSensitive && holdsSensitivePermission(member));
}

export function allows(admin: StaffIdentity | null, access: Access): boolean {
  if (access === "public") return true;
  if (!admin) return false;
  if (admin.isSuperAdmin || access === "staff") return true;
  if (access === "superAdmin") return false;
  return admin.permissions[access];
}

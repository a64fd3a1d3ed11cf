// The customer roles of SPEC.md §3, in one list for the database schema, the admin forms and the
// server's validation. Kept free of drizzle so the client bundle can import it.
export const USER_ROLES = [
  "bronze",
  "silver",
  "gold",
  "platinum",
  "vip",
  "sales",
  "reseller",
  "controller",
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** SPEC.md §6: the roles that count as staff (they see the Admin Dashboard link). */
export const STAFF_ROLES = ["controller", "sales", "reseller"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

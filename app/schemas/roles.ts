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

import { z } from "zod";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT, UsernameSchema } from "../auth";
import { USER_ROLES, type UserRole } from "../roles";
import { optionalText } from "./common";

const roleField = z.enum(USER_ROLES, {
  error: `Role must be one of: ${USER_ROLES.join(", ")}`,
});

const base = {
  // The same rules as registration: staff cannot enter a name a customer could not.
  username: z.string().trim().min(1, "Username is required").pipe(UsernameSchema),
  email: z.string().trim().toLowerCase().pipe(z.email("Invalid email address")),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
  role: roleField.default("bronze"),
};

export const AdminUserCreateSchema = z.object({
  ...base,
  password: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(200),
});

/** Editing keeps the password unless a new one (≥ 8) is typed. */
export const AdminUserUpdateSchema = z.object({
  ...base,
  password: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT),
});

export const RoleChangeSchema = z.object({
  role: z.string({ error: "Role is required" }).min(1, "Role is required").pipe(roleField),
});

export const AdminChangePasswordSchema = z.object({
  newPassword: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(200),
});

export const BAN_DURATIONS = [
  "custom",
  "1_day",
  "3_days",
  "7_days",
  "14_days",
  "30_days",
  "60_days",
  "90_days",
  "180_days",
  "365_days",
  "730_days",
  "permanent",
] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

export const BAN_DURATION_LABELS: Record<BanDuration, string> = {
  custom: "Custom (hours)",
  "1_day": "1 day",
  "3_days": "3 days",
  "7_days": "7 days",
  "14_days": "14 days",
  "30_days": "30 days",
  "60_days": "60 days",
  "90_days": "90 days",
  "180_days": "180 days",
  "365_days": "1 year",
  "730_days": "2 years",
  permanent: "Permanent",
};

export const BanSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, "Ban reason is required")
      .max(500, "Ban reason must be at most 500 characters"),
    banDuration: z.enum(BAN_DURATIONS).default("1_day"),
    // An empty value counts as 0 (SPEC.md §5), which the custom duration then refuses.
    customHours: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? 0 : v),
      // Fractional hours are fine (1.5 = 90 minutes); under 1 is refused below.
      z.coerce.number({ error: "Custom hours must be a number" }).min(0).max(87_600),
    ),
  })
  .superRefine((ban, ctx) => {
    if (ban.banDuration === "custom" && ban.customHours < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["customHours"],
        message: "Custom hours must be specified for custom duration",
      });
    }
  });

const HOUR = 60 * 60 * 1000;

/** The ban's end, computed on the server; null = permanent. */
export function banExpiry(duration: BanDuration, customHours: number, now: number): number | null {
  if (duration === "permanent") return null;
  if (duration === "custom") return now + customHours * HOUR;
  const days = Number.parseInt(duration, 10);
  return now + days * 24 * HOUR;
}

/** The ban_logs.ban_duration text: "custom" becomes e.g. "36 hours". */
export function banDurationLabel(duration: BanDuration, customHours: number): string {
  return duration === "custom" ? `${customHours} ${customHours === 1 ? "hour" : "hours"}` : duration;
}

/** A customer as the Users tab lists it; produced by worker/services/accounts/customers.ts. */
export interface AdminUserDto {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string;
  phone: string | null;
  role: UserRole;
  active: boolean;
  /** True only while the ban is in force: an expired ban no longer counts. */
  banned: boolean;
  banReason: string | null;
  banExpiresAt: string | null;
  deleted: boolean;
  deletedAt: string | null;
  /** SPEC.md §3 users: who deleted the account (staff id), where it signed up from, last change. */
  deletedBy: number | null;
  countryCode: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Customers by state, for the Analytics tab. */
export interface UserCounts {
  total: number;
  active: number;
  banned: number;
  deleted: number;
}

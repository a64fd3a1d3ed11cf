import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth";
import type { UserRole } from "./roles";

// SPEC.md §5 (Change password / Change email, customer).
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, "New password must be at least 8 characters")
      .max(PASSWORD_MAX, "New password must be at most 128 characters"),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/** Where a customer whose password fails today's rule is sent after signing in (decision 0064). */
export const CHANGE_PASSWORD_PATH = "/profile?tab=security&password=change";

export const ChangeEmailSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "Invalid email address")
    .pipe(z.email("Invalid email address")),
  password: z.string().min(1, "Password is required to change email").max(PASSWORD_MAX),
});

/**
 * What a page or API may know about the signed-in customer: never the password hash. Produced by
 * worker/auth/session.ts.
 */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  createdAt: string;
  /** The owner opened the verification link sent to `email`. */
  emailVerified: boolean;
}

/** "Delete my account": the password again, so that a borrowed or stolen session cannot do it. */
export const DeleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password to delete your account").max(PASSWORD_MAX),
});

/** The usage-alert e-mails setting on the profile: its words, said once (the languages issue translates them). */
const ALERT_PREFERENCE_WORDS = {
  title: "Notifications",
  label: "E-mail me when my eSIM's data or days run low",
  hint: "We write at 25 % and 10 % of data left, and 3 days and 1 day before the plan ends.",
  save: "Save",
  saving: "Saving...",
  saved: "Notification settings saved",
  missing: "Say whether to send these e-mails",
} as const;

/**
 * One box, the same for the profile form and `PUT /api/user/profile`: JSON true or false, or the
 * form's values. The form posts a hidden "false" before the box, so an unticked box is an answer
 * rather than a missing field; a JSON body without the field is refused, not read as "off".
 */
function asBoolean(value: unknown): unknown {
  if (value === true || value === "true" || value === "on") return true;
  if (value === false || value === "false") return false;
  return value;
}

/** The profile form's intent for this setting (the page has several forms). */
export const SAVE_ALERTS_INTENT = "save-alerts";

export const AlertPreferencesSchema = z.object({
  esimAlertEmails: z.preprocess(asBoolean, z.boolean({ error: ALERT_PREFERENCE_WORDS.missing })),
});
export type AlertPreferences = z.output<typeof AlertPreferencesSchema>;

/** The profile form's intent for the customer's name, which receipts and e-mails use from then on. */
export const SAVE_NAME_INTENT = "save-name";

const nameText = z.string().trim().max(60, "Name must be at most 60 characters");

export const AccountNameSchema = z.object({
  firstName: nameText.min(1, "Enter your first name"),
  lastName: nameText.optional().default(""),
});
export type AccountName = z.output<typeof AccountNameSchema>;

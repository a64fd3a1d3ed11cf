import { z } from "zod";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from "../auth";

const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(200, "Password must be at most 200 characters");

/** A staff member changing their own password: the current one proves it is them. */
export const OwnPasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword,
});
export type OwnPasswordChange = z.infer<typeof OwnPasswordChangeSchema>;

/** The form's confirmation of the new password, which the JSON API does not take. */
export const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;
export const PASSWORDS_DIFFER = { message: "Passwords do not match", path: ["confirmPassword"] };

/** The form adds a confirmation field the API does not need. */
export const OwnPasswordFormSchema = OwnPasswordChangeSchema.extend({
  confirmPassword: z.string(),
}).refine(passwordsMatch, PASSWORDS_DIFFER);
export type OwnPasswordForm = z.infer<typeof OwnPasswordFormSchema>;

/** A super admin setting another staff member's password. */
export const StaffPasswordResetSchema = z.object({ newPassword });
export type StaffPasswordReset = z.infer<typeof StaffPasswordResetSchema>;

/** A code from the authenticator app (6 digits) or a recovery code (XXXXX-XXXXX). */
export const TwoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the code from your authenticator app")
    .max(20, "That code is too long"),
});

const currentPassword = z.string().min(1, "Current password is required").max(200);

/** Starting enrolment takes the current password: a stolen session alone cannot bind a new phone. */
export const TwoFactorStartSchema = z.object({ password: currentPassword });

export const TwoFactorDisableSchema = z.object({ password: currentPassword });

export const StaffSecuritySettingsSchema = z.object({ twoFactorRequired: z.boolean() });
export type StaffSecuritySettings = z.infer<typeof StaffSecuritySettingsSchema>;

/** What the My account screen shows (GET /api/admin/account). */
export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  isSuperAdmin: boolean;
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
  recoveryCodesLeft: number;
}

/** The answer to starting two-factor enrolment. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

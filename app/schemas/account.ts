import { z } from "zod";
import { PASSWORD_MAX } from "./auth";
import type { UserRole } from "./roles";

// SPEC.md §5 (Change password / Change email, customer).
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
    newPassword: z
      .string()
      .min(6, "New password must be at least 6 characters")
      .max(PASSWORD_MAX, "New password must be at most 128 characters"),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

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

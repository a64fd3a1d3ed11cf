import { z } from "zod";
import { LOCALES } from "../lib/locale";

// SPEC.md §5 (Login, Registration): the messages are the spec's, word for word, but for the length
// of a new password: 8, not the spec's 6 (OWASP ASVS 5.0 V6.2; decision 0064).
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_MAX = 128;

export const LoginSchema = z.object({
  emailOrUsername: z
    .string()
    .trim()
    .min(1, "Email or username is required")
    .max(254, "Email or username is too long"),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX, "Password is too long"),
  rememberMe: z.boolean().optional().default(false),
});

const optionalName = z
  .string()
  .trim()
  .max(60, "Name must be at most 60 characters")
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * A username, at registration and when staff enter one: letters of any script ("José", "Siti"),
 * digits, dots, dashes and underscores. No "@" (a login name is then unambiguously an e-mail or a
 * username) and no spaces, with a message that says so and suggests a form that works.
 */
export const UsernameSchema = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .refine((v) => !/\s/.test(v), {
    error: (issue) =>
      `Username cannot contain spaces: use letters, numbers, dots, dashes or underscores (for example ${String(
        issue.input,
      )
        .trim()
        .toLowerCase()
        .split(/\s+/)
        .join(".")})`,
  })
  .refine((v) => /\s/.test(v) || /^[\p{L}\p{M}\p{N}._-]+$/u.test(v), {
    error: "Username can only use letters, numbers, dots, dashes and underscores",
  });

const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));

const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, "Password must be at most 128 characters");

export const RegisterSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT),
    firstName: optionalName,
    lastName: optionalName,
    /** The account's language (its e-mails'); optional, the API's callers may leave it out. */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/**
 * The account a first-time buyer makes on the checkout page: e-mail and password only, with the
 * register call's rules and messages for both (the username is made from the e-mail, names stay empty).
 * No confirmation field: the password field can be shown, and a typo is mended by "Forgot password".
 */
export const CheckoutSignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
});

// Forgot / reset password.
export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
});

export const ResetPasswordSchema = z
  .object({
    token: z.string().trim().min(20, "This reset link is invalid or has expired").max(200),
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

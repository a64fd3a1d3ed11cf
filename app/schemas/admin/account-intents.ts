import { z } from "zod";
import { EndSessionSchema } from "../sessions";
import {
  OwnPasswordChangeSchema,
  PASSWORDS_DIFFER,
  passwordsMatch,
  StaffSecuritySettingsSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  type TwoFactorSetup,
  TwoFactorStartSchema,
} from "./account";
import { asPosted, formFlag } from "./intent-fields";
import type { Access } from "./permissions";

// Issue 15: My account's one action, told apart by `intent`; the fields are the JSON API's
// (/api/admin/account/* and /api/admin/settings/security).

type AccountIntent =
  | "change-password"
  | "start-two-factor"
  | "confirm-two-factor"
  | "disable-two-factor"
  | "require-two-factor"
  | "end-session"
  | "end-other-sessions";

/** The access each intent needs: the same one its JSON API route `requires(...)`. */
export const ACCOUNT_INTENT_ACCESS: Record<AccountIntent, Access> = {
  "change-password": "staff",
  "start-two-factor": "staff",
  "confirm-two-factor": "staff",
  "disable-two-factor": "staff",
  "require-two-factor": "superAdmin",
  "end-session": "staff",
  "end-other-sessions": "staff",
};

const { shape: change } = OwnPasswordChangeSchema;

export const AccountActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("change-password"),
      currentPassword: asPosted(change.currentPassword),
      newPassword: asPosted(change.newPassword),
      confirmPassword: asPosted(z.string()),
    })
    .refine(passwordsMatch, PASSWORDS_DIFFER),
  TwoFactorStartSchema.extend({
    intent: z.literal("start-two-factor"),
    password: asPosted(TwoFactorStartSchema.shape.password),
  }),
  TwoFactorCodeSchema.extend({
    intent: z.literal("confirm-two-factor"),
    code: asPosted(TwoFactorCodeSchema.shape.code),
  }),
  TwoFactorDisableSchema.extend({
    intent: z.literal("disable-two-factor"),
    password: asPosted(TwoFactorDisableSchema.shape.password),
  }),
  StaffSecuritySettingsSchema.extend({
    intent: z.literal("require-two-factor"),
    twoFactorRequired: formFlag,
  }),
  EndSessionSchema.extend({ intent: z.literal("end-session") }),
  z.object({ intent: z.literal("end-other-sessions") }),
]);

/**
 * What the action answers besides a FormResult's fields: the secrets of two-factor enrolment,
 * shown once in their card (never in a toast, never logged).
 */
export interface AccountSecrets {
  setup?: TwoFactorSetup;
  recoveryCodes?: string[];
}

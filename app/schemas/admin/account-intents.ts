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

// My account's one action, told apart by `intent`: the posted form of the staff operations' fields
// (worker/services/staff/operations.ts), which the JSON API takes as JSON.

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
export type AccountAction = z.output<typeof AccountActionSchema>;

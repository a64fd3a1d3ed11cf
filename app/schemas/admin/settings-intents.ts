import { z } from "zod";
import { StaffPasswordResetSchema } from "./account";
import { asPosted, formFlag, recordId } from "./intent-fields";
import { PERMISSION_NAMES } from "./permission-names";
import type { Access, Permission } from "./permissions";
import { CheckoutSettingSchema, PaymentKeysSchema, StaffCreateSchema, StoreContactSchema } from "./settings";

// Issue 15: the Settings tab's one action, told apart by `intent`; the fields are the JSON API's.

type SettingsIntent =
  | "save-contact"
  | "checkout-rule"
  | "save-payment-keys"
  | "clear-payment-keys"
  | "create-staff"
  | "staff-permissions"
  | "activate-staff"
  | "deactivate-staff"
  | "reset-staff-password";

/** The access each intent needs: the same one its JSON API route `requires(...)`. */
export const SETTINGS_INTENT_ACCESS: Record<SettingsIntent, Access> = {
  "save-contact": "canManageContent",
  "checkout-rule": "canManageContent",
  "save-payment-keys": "superAdmin",
  "clear-payment-keys": "superAdmin",
  "create-staff": "superAdmin",
  "staff-permissions": "superAdmin",
  "activate-staff": "superAdmin",
  "deactivate-staff": "superAdmin",
  "reset-staff-password": "superAdmin",
};

const id = recordId("Staff member");
const { shape: contact } = StoreContactSchema;
const { shape: staff } = StaffCreateSchema;
// One checkbox per permission, as a staff member's row posts them all: a box left out is "off".
const permissionBoxes = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, formFlag])) as Record<
  Permission,
  typeof formFlag
>;

export const SettingsActionSchema = z.discriminatedUnion("intent", [
  StoreContactSchema.extend({
    intent: z.literal("save-contact"),
    supportEmail: asPosted(contact.supportEmail),
    supportPhone: asPosted(contact.supportPhone),
    supportWhatsapp: asPosted(contact.supportWhatsapp),
  }),
  CheckoutSettingSchema.extend({ intent: z.literal("checkout-rule"), requireVerifiedEmail: formFlag }),
  PaymentKeysSchema.extend({ intent: z.literal("save-payment-keys") }),
  z.object({ intent: z.literal("clear-payment-keys") }),
  StaffCreateSchema.extend({
    intent: z.literal("create-staff"),
    username: asPosted(staff.username),
    email: asPosted(staff.email),
    password: asPosted(staff.password),
  }),
  z.object({ intent: z.literal("staff-permissions"), id, ...permissionBoxes }),
  z.object({ intent: z.literal("activate-staff"), id }),
  z.object({ intent: z.literal("deactivate-staff"), id }),
  StaffPasswordResetSchema.extend({
    intent: z.literal("reset-staff-password"),
    id,
    newPassword: asPosted(StaffPasswordResetSchema.shape.newPassword),
  }),
]);

import { z } from "zod";
import { CLAIM_NAMES, type ClaimName } from "../claims";
import { SellerDetailsSchema } from "../receipts";
import { StaffPasswordResetSchema } from "./account";
import { asPosted, formFlag, recordId } from "./intent-fields";
import { PERMISSION_NAMES } from "./permission-names";
import type { Permission } from "./permissions";
import {
  CheckoutSettingSchema,
  HoldRuleSchema,
  PaymentKeysSchema,
  ShippingRulesSchema,
  StaffCreateSchema,
  StoreContactSchema,
} from "./settings";

// The Settings tab's one action, told apart by `intent`: the posted form of the operations' fields.

const id = recordId("Staff member");
const { shape: contact } = StoreContactSchema;
const { shape: staff } = StaffCreateSchema;
// One checkbox per permission, as a staff member's row posts them all: a box left out is "off".
const permissionBoxes = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, formFlag])) as Record<
  Permission,
  typeof formFlag
>;

// Each claim's row posts its box ("on" when ticked) and its source; the operation checks the pair.
const claimFields = Object.fromEntries(
  CLAIM_NAMES.flatMap((name) => [
    [`${name}Shown`, formFlag],
    [`${name}Source`, z.string().optional()],
  ]),
) as Record<`${ClaimName}Shown`, typeof formFlag> & Record<`${ClaimName}Source`, z.ZodOptional<z.ZodString>>;

export const SettingsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-claims"), ...claimFields }),
  StoreContactSchema.extend({
    intent: z.literal("save-contact"),
    supportEmail: asPosted(contact.supportEmail),
    supportPhone: asPosted(contact.supportPhone),
    supportWhatsapp: asPosted(contact.supportWhatsapp),
  }),
  SellerDetailsSchema.extend({ intent: z.literal("save-seller") }),
  CheckoutSettingSchema.extend({ intent: z.literal("checkout-rule"), requireVerifiedEmail: formFlag }),
  HoldRuleSchema.extend({ intent: z.literal("hold-rule") }),
  // Refined (min ≤ max), so extended safely: the refinement stays.
  ShippingRulesSchema.safeExtend({ intent: z.literal("shipping-rules") }),
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
export type SettingsAction = z.output<typeof SettingsActionSchema>;

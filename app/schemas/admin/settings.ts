import { z } from "zod";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from "../auth";
import { STAFF_ROLES } from "../roles";
import { PERMISSION_NAMES } from "./permission-names";
import type { PermissionMap } from "./permissions";

export const StoreContactSchema = z.object({
  supportEmail: z.string().trim().toLowerCase().pipe(z.email("Invalid email address")),
  supportPhone: z.string().trim().min(1, "Phone is required").max(40),
  supportWhatsapp: z.string().trim().min(1, "Messaging number is required").max(40),
});
export type StoreContactInput = z.input<typeof StoreContactSchema>;

const permissionFlags = z.object(
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, z.boolean().default(false)])) as Record<
    (typeof PERMISSION_NAMES)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const StaffPermissionsSchema = z.object({ permissions: permissionFlags.partial() });

export const StaffCreateSchema = z.object({
  username: z.string().trim().min(3, "Username must be at least 3 characters").max(50),
  email: z.string().trim().toLowerCase().pipe(z.email("Invalid email address")),
  password: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(200),
  role: z.enum(STAFF_ROLES).default("controller"),
  permissions: permissionFlags.partial().default({}),
});

/** Whether paying needs a verified e-mail address (PUT /api/admin/settings/checkout). */
export const CheckoutSettingSchema = z.object({ requireVerifiedEmail: z.boolean() });

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * How much of a Physical SIM's stock one order, account or client may hold unpaid: the greater of
 * `minUnits` and `sharePercent` % of the stock (rounded down, never below 1), and how long a hold
 * that ended unpaid keeps its holder from holding that plan again (PUT /api/admin/settings/holds).
 */
export const HoldRuleSchema = z.object({
  minUnits: wholeNumber("Minimum units", 1, 1000),
  sharePercent: wholeNumber("Share of stock", 1, 100),
  cooldownMinutes: wholeNumber("Cool-down", 0, 1440),
});
export type HoldRule = z.output<typeof HoldRuleSchema>;

const dayBand = (label: string) => wholeNumber(label, 0, 30);

/**
 * The delivery estimate checkout and the order page show, in working days (West Malaysia and
 * Sabah/Sarawak/Labuan), and the hours after which a paid order needs attention on Today and in
 * Orders (PUT /api/admin/settings/shipping).
 */
export const ShippingRulesSchema = z
  .object({
    westMin: dayBand("West Malaysia's fewest days"),
    westMax: dayBand("West Malaysia's most days"),
    eastMin: dayBand("Sabah, Sarawak and Labuan's fewest days"),
    eastMax: dayBand("Sabah, Sarawak and Labuan's most days"),
    stuckHours: wholeNumber("Hours before a paid order needs attention", 1, 720),
  })
  .superRefine((rule, ctx) => {
    if (rule.westMin > rule.westMax) {
      ctx.addIssue({
        code: "custom",
        path: ["westMax"],
        message: "West Malaysia's most days must be at least its fewest days",
      });
    }
    if (rule.eastMin > rule.eastMax) {
      ctx.addIssue({
        code: "custom",
        path: ["eastMax"],
        message: "Sabah, Sarawak and Labuan's most days must be at least their fewest days",
      });
    }
  });
export type ShippingRulesInput = z.output<typeof ShippingRulesSchema>;

/** Stripe keys kept in Settings, encrypted; empty strings clear them (PUT /api/admin/settings/payments). */
export const PaymentKeysSchema = z.object({
  secretKey: z.string().trim().max(300).default(""),
  webhookSecret: z.string().trim().max(300).default(""),
});

type KeySource = "secret" | "settings" | null;

/** The Payments card: the mode, masked keys, where each comes from, the last webhook. */
export interface PaymentSettings {
  mode: "demo" | "test" | "live";
  secretKey: string | null;
  webhookSecret: string | null;
  source: { secretKey: KeySource; webhookSecret: KeySource };
  canSaveKeys: boolean;
  lastWebhookAt: string | null;
}

/** The support contact the footer and Support page show; staff edit it in Settings. */
export type StoreContact = z.output<typeof StoreContactSchema>;

/** A staff account as the super admin's Settings tab lists it. */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  role: string;
  isSuperAdmin: boolean;
  active: boolean;
  createdAt: string;
  permissions: PermissionMap;
}

import { z } from "zod";
import { PositiveIdSchema } from "./id";
import { MalaysianPhoneSchema, MalaysiaStateSchema } from "./shipping";

// SPEC.md §5 checkout schema: customerName at least 2, customerEmail valid; address fields optional.
const optionalText = (max: number) => z.string().trim().max(max).optional().default("");
// A field left empty arrives as no field at all (the form's blanks are dropped before parsing), so
// "missing" must say the same words as "too short".
const requiredText = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max);

/** What is said when the tickbox eSIM lines need is left empty (its words are `compatDevice.confirmLabel`). */
const DEVICE_CONFIRMATION = {
  missing: "Please confirm that your phone supports eSIM and is unlocked",
} as const;

/** JSON true, or a ticked form box ("on"); anything else (or nothing) is not a confirmation. */
function isTicked(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

/** Added to the checkout schema when the cart holds an eSIM: the tick is then required. */
export const DEVICE_CONFIRMED_REQUIRED = {
  deviceConfirmed: z.preprocess(isTicked, z.literal(true, { error: DEVICE_CONFIRMATION.missing })),
};

export const CheckoutSchema = z.object({
  customerName: z.string().trim().min(2, "Name must be at least 2 characters").max(100),
  customerEmail: z.string().trim().toLowerCase().pipe(z.email("Invalid email address")),
  address: optionalText(200),
  city: optionalText(80),
  state: optionalText(80),
  postalCode: optionalText(20),
  country: optionalText(80),
  phone: optionalText(24),
  deviceConfirmed: z.preprocess(isTicked, z.boolean()),
  // Pay with the customer's credit first (decision 0049); absent = no.
  useCredit: z.preprocess(isTicked, z.boolean()),
});

/**
 * A Physical SIM is posted to the customer inside Malaysia, so then the address, one of Malaysia's
 * states and a phone number the courier can call are required (the recipient is `customerName`).
 */
export const ShippingCheckoutSchema = CheckoutSchema.extend({
  address: requiredText("Address is required", 5, 200),
  city: requiredText("City is required", 2, 80),
  state: MalaysiaStateSchema,
  postalCode: requiredText("Postal code is required", 3, 20),
  country: z.literal("Malaysia").optional().default("Malaysia"),
  phone: MalaysianPhoneSchema,
});

/** Customer refund request (SPEC.md §9 refund policy): the form and the server read the same rule. */
export const RefundRequestSchema = z.object({
  reason: z
    .string({ error: "Please tell us why you want a refund" })
    .trim()
    .min(1, "Please tell us why you want a refund")
    .min(5, "Please tell us a little more (at least 5 characters)")
    .max(500, "Please keep it under 500 characters"),
});
export type RefundRequestInput = z.input<typeof RefundRequestSchema>;

/** Staff refund: the whole order, or one line. */
export const StaffRefundSchema = z.object({
  orderItemId: PositiveIdSchema.optional(),
});

/** Approving a refund request; `override` confirms a refund although an eSIM was installed or used. */
export const ApproveRefundRequestSchema = z.object({
  // JSON true, or a checked form box ("on"/"true"); anything else (or nothing) is no override.
  override: z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean()),
});

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Fulfilment failed",
};

/** How each of Stripe's payment method types is named to customers and staff alike. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: "Card",
  fpx: "FPX online banking",
  grabpay: "GrabPay",
};

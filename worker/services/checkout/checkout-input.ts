import type { z } from "zod";
import type { CartLine } from "../../../app/schemas/cart";
import {
  CheckoutSchema,
  DEVICE_CONFIRMED_REQUIRED,
  ShippingCheckoutSchema,
} from "../../../app/schemas/checkout";
import type { CustomerSession } from "../../auth/session";

export const PHYSICAL = "Physical SIM";

/** What a checkout starts with, once checked (the address fields only for Physical SIMs). */
export type CheckoutInput = z.output<typeof CheckoutSchema>;

function needsShipping(lines: CartLine[]): boolean {
  return lines.some((line) => line.product.type === PHYSICAL);
}

/** An eSIM only works on a phone that takes one and is not locked to its carrier: the most common refund. */
function needsDeviceConfirmation(lines: CartLine[]): boolean {
  return lines.some((line) => line.product.type !== PHYSICAL);
}

/**
 * The form/API input, checked with the schema that fits the cart (address only for Physical SIMs).
 * The order's e-mails go to the account's own address, whatever was typed: checkout must not
 * become a way to send the shop's e-mails to anyone.
 */
export function parseCheckoutInput(lines: CartLine[], raw: unknown, customer: { user: CheckoutUser }) {
  const input = {
    customerName: accountName(customer.user),
    ...(raw && typeof raw === "object" ? stripEmpty(raw as Record<string, unknown>) : {}),
    customerEmail: customer.user.email,
  };
  // Every field's error at once: the tick is a field of the schema, not a check after it.
  const base = needsShipping(lines) ? ShippingCheckoutSchema : CheckoutSchema;
  return needsDeviceConfirmation(lines)
    ? base.extend(DEVICE_CONFIRMED_REQUIRED).safeParse(input)
    : base.safeParse(input);
}

/**
 * A guest's fields, checked once before their account existed, as the account's checkout: its own
 * address, and its name where none was typed (the username made may differ from the one foreseen).
 */
export function asAccountInput(
  input: CheckoutInput,
  raw: Record<string, string>,
  user: CheckoutUser,
): CheckoutInput {
  const typedName = typeof raw.customerName === "string" && raw.customerName !== "";
  return {
    ...input,
    customerEmail: user.email,
    customerName: typedName ? input.customerName : accountName(user),
  };
}

type CheckoutUser = Pick<CustomerSession["user"], "firstName" | "lastName" | "username" | "email">;

/** The name an order carries when none is typed: the account's own, or its username. */
function accountName(user: CheckoutUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

function stripEmpty(raw: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== "" && v !== null && v !== undefined));
}

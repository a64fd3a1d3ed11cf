import type { CartLine, CartSummary } from "../../app/schemas/cart";
import type { CustomerSession } from "../auth/session";
import type { Database } from "../db/client";
import { type CartOwner, listCart, summarise } from "./cart";

export type CheckoutState =
  | { kind: "empty" }
  | { kind: "signed-out" }
  | { kind: "ready"; lines: (CartLine & { lineTotalSen: number })[]; summary: CartSummary };

/**
 * SPEC.md §2 Checkout: an empty cart goes back to the shop first, then a guest is asked to sign
 * in; otherwise the demo-mode summary. `customer` must come from a D1-checked lookup.
 */
export async function checkoutState(
  db: Database,
  customer: CustomerSession | null,
  guestCartId: string | undefined,
): Promise<CheckoutState> {
  const owner: CartOwner | null = customer
    ? { userId: customer.user.id }
    : guestCartId
      ? { sessionId: guestCartId }
      : null;
  const lines = owner ? await listCart(db, owner) : [];
  if (lines.length === 0) return { kind: "empty" };
  if (!customer) return { kind: "signed-out" };
  return {
    kind: "ready",
    lines: lines.map((line) => ({ ...line, lineTotalSen: line.product.priceSen * line.quantity })),
    summary: summarise(lines),
  };
}

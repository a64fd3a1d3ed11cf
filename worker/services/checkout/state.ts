import type { CartLine, CartSummary } from "../../../app/schemas/cart";
import type { Database } from "../../db/client";
import { type CartOwner, listCart, summarise } from "./cart";

export type CheckoutState =
  | { kind: "empty" }
  | { kind: "signed-out" }
  | { kind: "ready"; lines: (CartLine & { lineTotalSen: number })[]; summary: CartSummary };

/**
 * SPEC.md §2 Checkout: an empty cart goes back to the shop first, then a guest is asked to sign
 * in; otherwise the demo-mode summary. `owner` must come from a D1-checked lookup: a customer's
 * cart is signed in, a guest cart is not.
 */
export async function checkoutState(db: Database, owner: CartOwner | null): Promise<CheckoutState> {
  const lines = owner ? await listCart(db, owner) : [];
  if (lines.length === 0) return { kind: "empty" };
  if (!owner || !("userId" in owner)) return { kind: "signed-out" };
  return {
    kind: "ready",
    lines: lines.map((line) => ({ ...line, lineTotalSen: line.product.priceSen * line.quantity })),
    summary: summarise(lines),
  };
}

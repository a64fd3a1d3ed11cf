import type { Locale } from "../../../app/lib/locale";
import type { CartLine, CartSummary } from "../../../app/schemas/cart";
import type { Database } from "../../db/client";
import { guestReferred, stillReferred } from "../credit/referral";
import { withPromo } from "../promotions/cart-promo";
import { type CartOwner, listCart, summarise } from "./cart";

export type CheckoutState =
  | { kind: "empty" }
  | { kind: "signed-out"; lines: CheckoutLine[]; summary: CartSummary }
  | { kind: "ready"; lines: CheckoutLine[]; summary: CartSummary };

type CheckoutLine = CartLine & { lineTotalSen: number };

/**
 * SPEC.md §2 Checkout: an empty cart goes back to the shop first; a guest's cart is shown beside
 * the step that makes their account; otherwise the review. `owner` must come from a D1-checked
 * lookup: a customer's cart is signed in, a guest cart is not.
 */
export async function checkoutState(
  db: Database,
  owner: CartOwner | null,
  browser: { locale?: Locale; deviceTokens?: string[]; referralCode?: string | null } = {},
): Promise<CheckoutState> {
  const { locale = "en", deviceTokens = [], referralCode = null } = browser;
  const lines = owner ? await listCart(db, owner, locale) : [];
  if (lines.length === 0) return { kind: "empty" };
  // The review states the total Pay will charge: a friend's RM 10 this browser rules out goes now.
  const signedIn = Boolean(owner && "userId" in owner);
  if (owner && "userId" in owner) await stillReferred(db, owner.userId, deviceTokens);
  // A guest making their account here with a friend's link pays without the friend's RM 10 too.
  const referred = !signedIn && (await guestReferred(db, referralCode, deviceTokens));
  return {
    kind: signedIn ? "ready" : "signed-out",
    lines: lines.map((line) => ({ ...line, lineTotalSen: line.product.priceSen * line.quantity })),
    summary: await withPromo(db, owner, summarise(lines), { guestReferred: referred }),
  };
}

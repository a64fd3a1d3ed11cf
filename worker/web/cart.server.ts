import type { RouterContextProvider } from "react-router";
import { AddToCartSchema, UpdateCartItemSchema } from "../../app/schemas/cart";
import { PositiveIdSchema } from "../../app/schemas/id";
import { ApplyPromoSchema } from "../../app/schemas/promotions";
import type { CustomerSession } from "../auth/session";
import type { Database } from "../db/client";
import {
  addToCart,
  type CartOwner,
  removeCartItem,
  summarise,
  updateCartItem,
} from "../services/checkout/cart";
import { guestReferred } from "../services/credit/referral";
import { InvalidError, NotFoundError } from "../services/errors";
import { applyPromo, cartPageReads, removePromo, withPromo } from "../services/promotions/cart-promo";
import { appContext } from "./context.server";
import { getCustomer } from "./customer-route.server";
import { deviceTokensFrom } from "./device-cookie.server";
import { newGuestCart, readGuestCartId } from "./guest-cart.server";
import { requestLocale } from "./messages.server";
import { localLines } from "./places.server";
import { referralCodeFrom } from "./referral-cookie.server";
import { requestMemo } from "./request-memo.server";

export type { CartOwner };

/**
 * The one rule for whose cart a request means: the signed-in customer's, else the guest cart
 * cookie's; null while the browser has none. Services receive the answer, never the request.
 */
export function cartOwnerOf(request: Request, customer: CustomerSession | null): CartOwner | null {
  if (customer) return { userId: customer.user.id };
  const sessionId = readGuestCartId(request);
  return sessionId ? { sessionId } : null;
}

/** An owner for a request that must have a cart now: the existing one, or a new guest cart and its cookie. */
export function ensureCartOwner(owner: CartOwner | null): { owner: CartOwner; cookie?: string } {
  if (owner) return { owner };
  const cart = newGuestCart();
  return { owner: { sessionId: cart.id }, cookie: cart.cookie };
}

/** A request's cart as loaders and actions see it. */
export interface CartHandle {
  /** The signed-in customer the owner was worked out from (null for a guest). */
  customer: CustomerSession | null;
  owner: CartOwner | null;
}

type LoaderContext = Readonly<RouterContextProvider>;
const handles = requestMemo<boolean, Promise<CartHandle>>();

/**
 * The request's cart, worked out once per request (the router context lives as long as the
 * request) and per freshness: `{ fresh: false }` trusts a KV session record (the navigation's cart
 * badge), the default checks the customer in D1 (the cart and checkout pages, cart actions).
 */
export function cartOwner(
  request: Request,
  context: LoaderContext,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<CartHandle> {
  return handles.once(context, fresh, () =>
    getCustomer(request, context, { fresh }).then((customer) => ({
      customer,
      owner: cartOwnerOf(request, customer),
    })),
  );
}

/** The cart page: its lines and their summary. */
export async function cartPage(request: Request, context: LoaderContext) {
  const { db } = context.get(appContext);
  const { owner } = await cartOwner(request, context);
  const locale = requestLocale(context);
  if (!owner) return { lines: [], summary: await withPromo(db, null, summarise([])) };
  // A guest who came by a friend's link sees the RM 10 their account will get.
  const referred =
    "sessionId" in owner &&
    (await guestReferred(db, referralCodeFrom(request), deviceTokensFrom(request, "customer")));
  const { lines, summary } = await cartPageReads(db, owner, locale, { guestReferred: referred });
  return { lines: localLines(locale, lines), summary };
}

type CartIntent = "add" | "update" | "remove" | "promo-apply" | "promo-remove";

export interface CartFormResult {
  intent: CartIntent;
  /** Set-Cookie for a new guest cart, when this request started one. */
  cookie?: string;
}

/**
 * The cart page's and the add-to-cart button's form post (the same services as the JSON API), so
 * the cart works with JavaScript off. `cart` must come from a D1-checked lookup (cartOwner).
 */
export async function handleCartForm(
  db: Database,
  cart: CartHandle,
  fields: Record<string, string>,
  client: string,
): Promise<CartFormResult> {
  const intent = fields.intent;
  const { owner } = cart;
  if (intent === "add") {
    const input = AddToCartSchema.safeParse(fields);
    if (!input.success) throw new InvalidError(input.error.issues[0]?.message ?? "Invalid input");
    const started = ensureCartOwner(owner);
    await addToCart(db, started.owner, input.data.productId, input.data.quantity);
    return { intent, cookie: started.cookie };
  }
  if (intent === "promo-apply" || intent === "promo-remove") return promoForm(db, owner, fields, client);
  if (intent !== "update" && intent !== "remove") throw new InvalidError("Unknown cart action");
  const itemId = PositiveIdSchema.safeParse(fields.itemId);
  if (!itemId.success || !owner) throw new NotFoundError("Cart item not found");
  if (intent === "remove") {
    await removeCartItem(db, owner, itemId.data);
    return { intent };
  }
  const input = UpdateCartItemSchema.safeParse(fields);
  if (!input.success) throw new InvalidError(input.error.issues[0]?.message ?? "Invalid input");
  await updateCartItem(db, owner, itemId.data, input.data.quantity);
  return { intent };
}

/** The cart page's code field: apply (a guest's cart starts here if need be) or remove. */
async function promoForm(
  db: Database,
  owner: CartOwner | null,
  fields: Record<string, string>,
  client: string,
): Promise<CartFormResult> {
  if (fields.intent === "promo-remove") {
    await removePromo(db, owner);
    return { intent: "promo-remove" };
  }
  const input = ApplyPromoSchema.safeParse(fields);
  if (!input.success)
    throw new InvalidError(input.error.issues[0]?.message ?? "Invalid input", { field: "code" });
  const started = ensureCartOwner(owner);
  await applyPromo(db, { owner: started.owner, client }, input.data.code);
  return { intent: "promo-apply", cookie: started.cookie };
}

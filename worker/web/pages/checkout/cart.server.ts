import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { AddToCartSchema, UpdateCartItemSchema } from "../../../../app/schemas/cart";
import { PositiveIdSchema } from "../../../../app/schemas/id";
import { ApplyPromoSchema } from "../../../../app/schemas/promotions";
import type { CustomerSession } from "../../../auth/session";
import type { Database } from "../../../db/client";
import {
  addToCart,
  type CartOwner,
  removeCartItem,
  summarise,
  updateCartItem,
} from "../../../services/checkout/cart";
import { guestReferred } from "../../../services/credit/referral";
import { NotFoundError } from "../../../services/errors";
import { applyPromo, cartPageReads, removePromo, withPromo } from "../../../services/promotions/cart-promo";
import { deviceTokensFrom } from "../../cookies/device-cookie.server";
import { newGuestCart, readGuestCartId } from "../../cookies/guest-cart.server";
import { referralCodeFrom } from "../../cookies/referral-cookie.server";
import { formIntent } from "../../forms/form-action.server";
import { getCustomer } from "../../guards/customer-route.server";
import { appContext } from "../../http/context.server";
import { requestMemo } from "../../http/request-memo.server";
import { requestLocale } from "../../language/messages.server";
import { localLines } from "../../language/places.server";

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

/** Set-Cookie for a new guest cart, when the post started one. */
export interface CartFormResult {
  cookie?: string;
}

/** What a cart intent works with: the D1-checked cart (cartOwner) and the client's address. */
export interface CartWork {
  db: Database;
  cart: CartHandle;
  client: string;
}

/** The line a − / + / remove names, in the visitor's own cart: 404 otherwise (never someone else's). */
export function cartItemOf({ cart }: CartWork, fields: Record<string, string>) {
  const itemId = PositiveIdSchema.safeParse(fields.itemId);
  if (!itemId.success || !cart.owner) throw new NotFoundError("Cart item not found");
  return { owner: cart.owner, itemId: itemId.data };
}

/**
 * The cart's forms (add from any page, −, +, remove, the code field), each with the schema the
 * JSON API uses, on the same services, so the cart works with JavaScript off.
 */
export function cartIntents(work: CartWork) {
  const { db, cart, client } = work;
  return {
    add: formIntent({
      schema: AddToCartSchema,
      run: async (input): Promise<CartFormResult> => {
        const started = ensureCartOwner(cart.owner);
        await addToCart(db, started.owner, input.productId, input.quantity);
        return { cookie: started.cookie };
      },
    }),
    update: formIntent({
      schema: UpdateCartItemSchema,
      run: async (input, { fields }): Promise<CartFormResult> => {
        const { owner, itemId } = cartItemOf(work, fields);
        await updateCartItem(db, owner, itemId, input.quantity);
        return {};
      },
    }),
    remove: formIntent({
      schema: z.object({}),
      run: async (_input, { fields }): Promise<CartFormResult> => {
        const { owner, itemId } = cartItemOf(work, fields);
        await removeCartItem(db, owner, itemId);
        return {};
      },
    }),
    // A guest's cart starts here if need be.
    "promo-apply": formIntent({
      schema: ApplyPromoSchema,
      run: async (input): Promise<CartFormResult> => {
        const started = ensureCartOwner(cart.owner);
        await applyPromo(db, { owner: started.owner, client }, input.code);
        return { cookie: started.cookie };
      },
    }),
    "promo-remove": formIntent({
      schema: z.object({}),
      run: async (): Promise<CartFormResult> => {
        await removePromo(db, cart.owner);
        return {};
      },
    }),
  };
}

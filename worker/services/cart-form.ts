import { AddToCartSchema, CartItemIdSchema, UpdateCartItemSchema } from "../../app/schemas/cart";
import type { CustomerSession } from "../auth/session";
import type { Database } from "../db/client";
import { newGuestCart, readGuestCartId } from "../web/guest-cart.server";
import { addToCart, type CartOwner, removeCartItem, updateCartItem } from "./cart";
import { InvalidError, NotFoundError } from "./errors";

export type CartIntent = "add" | "update" | "remove";

export interface CartFormResult {
  intent: CartIntent;
  /** Set-Cookie for a new guest cart, when this request started one. */
  cookie?: string;
}

/**
 * The cart page's and the add-to-cart button's form post (the same services as the JSON API), so
 * the cart works with JavaScript off. `customer` must come from a D1-checked lookup.
 */
export async function handleCartForm(
  db: Database,
  request: Request,
  customer: CustomerSession | null,
  fields: Record<string, string>,
): Promise<CartFormResult> {
  const intent = fields.intent;
  const guestId = readGuestCartId(request);
  let owner: CartOwner | null = customer
    ? { userId: customer.user.id }
    : guestId
      ? { sessionId: guestId }
      : null;
  if (intent === "add") {
    const input = AddToCartSchema.safeParse(fields);
    if (!input.success) throw new InvalidError(input.error.issues[0]?.message ?? "Invalid input");
    let cookie: string | undefined;
    if (!owner) {
      const cart = newGuestCart();
      owner = { sessionId: cart.id };
      cookie = cart.cookie;
    }
    await addToCart(db, owner, input.data.productId, input.data.quantity);
    return { intent, cookie };
  }
  if (intent !== "update" && intent !== "remove") throw new InvalidError("Unknown cart action");
  const itemId = CartItemIdSchema.safeParse(fields.itemId);
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

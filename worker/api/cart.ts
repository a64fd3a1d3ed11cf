import type { Context } from "hono";
import { Hono } from "hono";
import { AddToCartSchema, CartItemIdSchema, UpdateCartItemSchema } from "../../app/schemas/cart";
import { type CustomerApiEnv, loadCustomerSession } from "../middleware/customer-session";
import { addToCart, listCart, removeCartItem, updateCartItem } from "../services/cart";
import { type CartOwner, cartOwnerOf, ensureCartOwner } from "../web/cart.server";
import { HttpError } from "./errors";
import { readJson } from "./read-json";
import { parseOr400 } from "./validate";

/** The caller's cart (the web edge's one rule): null when there is none yet. */
function ownerOf(c: Context<CustomerApiEnv>): CartOwner | null {
  return cartOwnerOf(c.req.raw, c.get("customer"));
}

function itemIdOf(c: Context<CustomerApiEnv>): number {
  const parsed = CartItemIdSchema.safeParse(c.req.param("itemId"));
  if (!parsed.success) throw new HttpError(404, "Cart item not found");
  return parsed.data;
}

/** SPEC.md §7 "Storefront and cart". */
export const cartApi = new Hono<CustomerApiEnv>()
  .use("*", loadCustomerSession)
  .get("/", async (c) => {
    const owner = ownerOf(c);
    return c.json(owner ? await listCart(c.get("db"), owner) : []);
  })
  .post("/", async (c) => {
    const input = parseOr400(AddToCartSchema, await readJson(c));
    const { owner, cookie } = ensureCartOwner(ownerOf(c));
    if (cookie) c.header("Set-Cookie", cookie, { append: true });
    return c.json(await addToCart(c.get("db"), owner, input.productId, input.quantity), 201);
  })
  .put("/:itemId", async (c) => {
    const itemId = itemIdOf(c);
    const { quantity } = parseOr400(UpdateCartItemSchema, await readJson(c));
    const owner = ownerOf(c);
    if (!owner) throw new HttpError(404, "Cart item not found");
    return c.json(await updateCartItem(c.get("db"), owner, itemId, quantity));
  })
  .delete("/:itemId", async (c) => {
    const itemId = itemIdOf(c);
    const owner = ownerOf(c);
    if (!owner) throw new HttpError(404, "Cart item not found");
    await removeCartItem(c.get("db"), owner, itemId);
    return c.json({ success: true });
  });

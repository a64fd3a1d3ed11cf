import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { AddToCartSchema, UpdateCartItemSchema } from "../../app/schemas/cart";
import { PositiveIdSchema } from "../../app/schemas/id";
import { ApplyPromoSchema } from "../../app/schemas/promotions";
import { addToCart, listCart, removeCartItem, updateCartItem } from "../services/checkout/cart";
import { NotFoundError } from "../services/errors";
import { applyPromo, cartTotals, removePromo } from "../services/promotions/cart-promo";
import { type CustomerApiEnv, loadCustomerSession } from "../web/guards/customer-session.server";
import { clientAddress } from "../web/http/client-address.server";
import { type CartOwner, cartOwnerOf, ensureCartOwner } from "../web/pages/checkout/cart.server";
import { validateJson } from "./validate";

/** The caller's cart (the web edge's one rule): null when there is none yet. */
function ownerOf(c: Context<CustomerApiEnv>): CartOwner | null {
  return cartOwnerOf(c.req.raw, c.get("customer"));
}

function itemIdOf(c: Context<CustomerApiEnv>): number {
  const parsed = PositiveIdSchema.safeParse(c.req.param("itemId"));
  if (!parsed.success) throw new NotFoundError("Cart item not found");
  return parsed.data;
}

/** A malformed item id is "not found" (404), answered before the body is read. */
const knownItemId: MiddlewareHandler<CustomerApiEnv> = async (c, next) => {
  itemIdOf(c);
  await next();
};

/** SPEC.md §7 "Storefront and cart". */
export const cartApi = new Hono<CustomerApiEnv>()
  .use("*", loadCustomerSession)
  .get("/", async (c) => {
    const owner = ownerOf(c);
    return c.json(owner ? await listCart(c.get("db"), owner) : []);
  })
  .post("/", validateJson(AddToCartSchema), async (c) => {
    const input = c.req.valid("json");
    const { owner, cookie } = ensureCartOwner(ownerOf(c));
    if (cookie) c.header("Set-Cookie", cookie, { append: true });
    return c.json(await addToCart(c.get("db"), owner, input.productId, input.quantity), 201);
  })
  // The totals with the cart's promotion code (decision 0048); GET / stays SPEC.md's array.
  .get("/summary", async (c) => c.json(await cartTotals(c.get("db"), ownerOf(c))))
  .post("/promo", validateJson(ApplyPromoSchema), async (c) => {
    const { owner, cookie } = ensureCartOwner(ownerOf(c));
    if (cookie) c.header("Set-Cookie", cookie, { append: true });
    const guesser = { owner, client: clientAddress(c.req.raw) };
    return c.json(await applyPromo(c.get("db"), guesser, c.req.valid("json").code));
  })
  .delete("/promo", async (c) => c.json(await removePromo(c.get("db"), ownerOf(c))))
  .put("/:itemId", knownItemId, validateJson(UpdateCartItemSchema), async (c) => {
    const itemId = itemIdOf(c);
    const { quantity } = c.req.valid("json");
    const owner = ownerOf(c);
    if (!owner) throw new NotFoundError("Cart item not found");
    return c.json(await updateCartItem(c.get("db"), owner, itemId, quantity));
  })
  .delete("/:itemId", async (c) => {
    const itemId = itemIdOf(c);
    const owner = ownerOf(c);
    if (!owner) throw new NotFoundError("Cart item not found");
    await removeCartItem(c.get("db"), owner, itemId);
    return c.json({ success: true });
  });

import { and, desc, eq } from "drizzle-orm";
import type { CartLine } from "../../../app/schemas/cart";
import type { Database } from "../../db/client";
import { orderItems, orders, type ShippingAddress } from "../../db/schema";
import { retrieveCheckoutSession, type StripeKeys } from "../../integrations/stripe";
import { logUnexpectedError } from "../shared/log-error";
import type { CheckoutResult } from "./payment-order";

const sameLines = (a: { productId: number; quantity: number; priceSen: number }[]) =>
  a
    .map((line) => `${line.productId}x${line.quantity}@${line.priceSen}`)
    .sort()
    .join(",");

const sameAddress = (a: ShippingAddress | null, b: ShippingAddress | null) =>
  JSON.stringify(a && Object.entries(a).sort()) === JSON.stringify(b && Object.entries(b).sort());

/**
 * "Pay" again on the same cart while its order still waits for payment: the same order and its open
 * Stripe page, rather than letting it go and holding the stock anew (decision 0063). Null when the
 * latest unpaid order differs from the cart (plans, quantities, prices or address), has no open page,
 * or Stripe cannot say.
 */
export async function resumePendingCheckout(
  db: Database,
  keys: StripeKeys | null,
  cart: { userId: number; lines: CartLine[]; shipping: ShippingAddress | null },
): Promise<CheckoutResult | null> {
  if (!keys) return null;
  const order = await db
    .select({
      id: orders.id,
      sessionId: orders.stripeCheckoutSessionId,
      shipping: orders.shippingAddress,
    })
    .from(orders)
    .where(and(eq(orders.userId, cart.userId), eq(orders.status, "pending"), eq(orders.kind, "plan")))
    .orderBy(desc(orders.id))
    .get();
  if (!order?.sessionId || !sameAddress(order.shipping ?? null, cart.shipping)) return null;
  const items = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, priceSen: orderItems.priceSen })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const wanted = cart.lines.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    priceSen: line.product.priceSen,
  }));
  if (sameLines(items.map((item) => ({ ...item, productId: item.productId ?? 0 }))) !== sameLines(wanted)) {
    return null;
  }
  try {
    const session = await retrieveCheckoutSession(keys, order.sessionId);
    return session.status === "open" && session.url ? { orderId: order.id, url: session.url } : null;
  } catch (error) {
    logUnexpectedError("checkout-resume", error, `order:${order.id}`, "warn");
    return null;
  }
}

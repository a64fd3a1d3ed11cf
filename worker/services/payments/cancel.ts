import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { expireCheckoutSession, retrieveCheckoutSession } from "../../integrations/stripe";
import { ConflictError, NotFoundError } from "../errors";
import { moveStatements, type OrderCause } from "../orders/lifecycle";
import { paymentConfig } from "./config";
import { releaseStockStatements } from "./stock";

/**
 * Cancel an order that is still awaiting payment: expire its Checkout Session first (so it can no
 * longer be paid), then pending → cancelled and its stock released, in one batch with `extra`
 * (the audit row for staff). Refused when Stripe says the session was completed meanwhile.
 */
export async function cancelPendingOrder(
  db: Database,
  env: Env,
  orderId: number,
  cause: OrderCause,
  note: string,
  extra: BatchItem<"sqlite">[] = [],
  now = Date.now(),
) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  if (order.status !== "pending")
    throw new ConflictError(`Only an order awaiting payment can be cancelled (this one is ${order.status})`);
  const config = await paymentConfig(db, env);
  if (order.stripeCheckoutSessionId && config.keys) {
    const expired = await expireCheckoutSession(config.keys, order.stripeCheckoutSessionId);
    if (!expired) {
      const session = await retrieveCheckoutSession(config.keys, order.stripeCheckoutSessionId);
      if (session.status === "complete") {
        throw new ConflictError(
          "This order's payment has already been made or is being confirmed by the bank",
        );
      }
    }
  }
  await db.batch([
    ...moveStatements(db, { orderId, from: "pending", to: "cancelled", cause, note, at: new Date(now) }),
    ...releaseStockStatements(db, orderId, now),
    ...extra,
  ]);
  return db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
}

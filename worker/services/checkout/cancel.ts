import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { expireCheckoutSession, retrieveCheckoutSession, type StripeKeys } from "../../integrations/stripe";
import { releaseCreditStatements } from "../credit/ledger";
import { ConflictError, NotFoundError, UnavailableError } from "../errors";
import { moveStatements, type OrderCause } from "../orders/lifecycle";
import { paymentConfig } from "../payments/config";
import { releasePromotionStatement } from "../promotions/holds";
import { logUnexpectedError } from "../shared/log-error";
import { releaseStockStatements } from "./stock";

export interface PendingOrderCancel {
  orderId: number;
  cause: OrderCause;
  note: string;
  /** Written in the same batch (the audit row for staff). */
  extra?: BatchItem<"sqlite">[];
  /**
   * Stripe out of reach does not stop the cancellation (the expiry sweep, for sessions past their
   * own expiry, which Stripe no longer takes payment on anyway).
   */
  providerMayFail?: boolean;
  now?: number;
}

/**
 * Cancel an order that is still awaiting payment: expire its Checkout Session first (so it can no
 * longer be paid), then pending → cancelled and its stock released, in one batch with `extra`.
 * Refused when Stripe says the session was completed meanwhile.
 */
export async function cancelPendingOrder(db: Database, env: Env, cancel: PendingOrderCancel) {
  const { orderId, cause, note, extra = [], providerMayFail = false, now = Date.now() } = cancel;
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  if (order.status !== "pending")
    throw new ConflictError(`Only an order awaiting payment can be cancelled (this one is ${order.status})`);
  const config = await paymentConfig(db, env);
  if (order.stripeCheckoutSessionId && config.keys) {
    try {
      await closeSession(config.keys, order.stripeCheckoutSessionId);
    } catch (error) {
      if (!(providerMayFail && error instanceof UnavailableError)) throw error;
      logUnexpectedError("order-expiry", error, `order:${orderId}`, "warn");
    }
  }
  await db.batch([
    ...moveStatements(db, { orderId, from: "pending", to: "cancelled", cause, note, at: new Date(now) }),
    ...releaseStockStatements(db, orderId, now),
    releasePromotionStatement(db, orderId),
    ...releaseCreditStatements(db, orderId),
    ...extra,
  ]);
  return db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
}

async function closeSession(keys: StripeKeys, sessionId: string) {
  if (await expireCheckoutSession(keys, sessionId)) return;
  const session = await retrieveCheckoutSession(keys, sessionId);
  if (session.status === "complete") {
    throw new ConflictError("This order's payment has already been made or is being confirmed by the bank");
  }
}

/**
 * The cron's sweep: pending orders past their expiry give their stock back even when Stripe's
 * `checkout.session.expired` never arrives. One whose payment Stripe reports as made is left for
 * its webhook; each order is handled on its own, so one failure does not hold up the others.
 */
export async function releaseExpiredOrders(db: Database, env: Env, now = Date.now(), limit = 50) {
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, "pending"), isNotNull(orders.expiresAt), lt(orders.expiresAt, new Date(now))),
    )
    .orderBy(orders.id)
    .limit(limit);
  let released = 0;
  for (const { id } of expired) {
    try {
      await cancelPendingOrder(db, env, {
        orderId: id,
        cause: "system:expiry",
        note: "Checkout expired",
        providerMayFail: true,
        now,
      });
      released += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return released;
}

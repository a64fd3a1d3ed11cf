import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { ConflictError } from "../errors";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";
import { cancelPendingOrder } from "./cancel";

/**
 * What keeps checkout from being used against the shop: each checkout holds stock for 30 minutes
 * and sends an "order received" e-mail, so an account (and a client, across accounts) may start
 * only a few per window, and a new checkout lets go of the customer's previous unpaid one.
 */
const CHECKOUT_LIMITS: { rule: RateLimitRule; subject: "account" | "client" }[] = [
  { rule: { scope: "checkout:account", limit: 5, windowMs: 15 * 60_000 }, subject: "account" },
  { rule: { scope: "checkout:client", limit: 20, windowMs: 15 * 60_000 }, subject: "client" },
];

export async function limitCheckouts(db: Database, userId: number, client: string, now = Date.now()) {
  for (const { rule, subject } of CHECKOUT_LIMITS) {
    await enforceRateLimit(db, rule, subject === "account" ? String(userId) : client, { now });
  }
}

/** One unpaid order per customer: the ones before this checkout are cancelled and their stock released. */
export async function cancelEarlierCheckouts(db: Database, env: Env, userId: number, now = Date.now()) {
  const pending = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "pending")));
  for (const { id } of pending) {
    try {
      await cancelPendingOrder(db, env, {
        orderId: id,
        cause: `customer:${userId}`,
        note: "Replaced by a newer checkout",
        now,
      });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      throw new ConflictError(
        `Your order #${id} is being paid. Please wait for its confirmation before starting another checkout.`,
      );
    }
  }
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartPromotions, promotionGuard, promotionRedemptions } from "../../db/schema";

/**
 * A code's use by one order, held from checkout until Stripe's session is paid or ends unpaid,
 * as stock is (../checkout/stock.ts). The hold is ONE conditional insert in the checkout's batch:
 * it counts the code's held and paid uses (and the customer's) inside the same transaction, so
 * concurrent checkouts can never over-commit; when it inserts nothing, the guard's CHECK rolls
 * the whole batch back and no order exists.
 */
export function holdPromotionStatements(
  db: Database,
  hold: {
    promotionId: number;
    userId: number;
    maxRedemptions: number | null;
    perCustomer: number | null;
    now: number;
  },
) {
  const counted = sql`state in ('held', 'redeemed')`;
  const underMax =
    hold.maxRedemptions === null
      ? sql`1`
      : sql`(select count(*) from promotion_redemptions where promotion_id = ${hold.promotionId} and ${counted}) < ${hold.maxRedemptions}`;
  const underPerCustomer =
    hold.perCustomer === null
      ? sql`1`
      : sql`(select count(*) from promotion_redemptions where promotion_id = ${hold.promotionId} and user_id = ${hold.userId} and ${counted}) < ${hold.perCustomer}`;
  return [
    db.insert(promotionRedemptions).select(
      sql`select null, ${hold.promotionId}, (select max(id) from orders), ${hold.userId}, 'held', ${hold.now}
          where ${underMax} and ${underPerCustomer}`,
    ),
    db.insert(promotionGuard).select(sql`select 0 where changes() = 0`),
  ] as const;
}

/** The batch failed because the hold found the code's limit reached. */
export function isPromotionGuard(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  return /promotion_guard/i.test(`${(error as Error)?.message} ${String(cause)}`);
}

/** An order cancelled unpaid (expired, replaced, cancelled by staff) gives its code's use back. */
export function releasePromotionStatement(db: Database, orderId: number) {
  return db
    .update(promotionRedemptions)
    .set({ state: "released" })
    .where(
      and(
        eq(promotionRedemptions.orderId, orderId),
        eq(promotionRedemptions.state, "held"),
        sql`exists (select 1 from orders o where o.id = ${orderId} and o.status = 'cancelled')`,
      ),
    );
}

/** A paid order's use is final; and the code leaves the customer's cart with what was bought. */
export function redeemPromotionStatements(db: Database, orderId: number, userId: number | null) {
  const redeem = db
    .update(promotionRedemptions)
    .set({ state: "redeemed" })
    .where(
      and(
        eq(promotionRedemptions.orderId, orderId),
        eq(promotionRedemptions.state, "held"),
        sql`exists (select 1 from orders o where o.id = ${orderId} and o.status = 'paid')`,
      ),
    );
  if (userId === null) return [redeem] as const;
  return [
    redeem,
    db
      .delete(cartPromotions)
      .where(
        and(
          eq(cartPromotions.userId, userId),
          inArray(
            cartPromotions.promotionId,
            db
              .select({ id: promotionRedemptions.promotionId })
              .from(promotionRedemptions)
              .where(eq(promotionRedemptions.orderId, orderId)),
          ),
        ),
      ),
  ] as const;
}

/** On sign-in the guest cart's code goes with its lines; it replaces a code the account's cart had. */
export function carryGuestPromoStatements(db: Database, sessionId: string, userId: number) {
  const guestHasOne = sql`exists (select 1 from cart_promotions where session_id = ${sessionId})`;
  return [
    db.delete(cartPromotions).where(and(eq(cartPromotions.userId, userId), guestHasOne)),
    db.update(cartPromotions).set({ userId, sessionId: null }).where(eq(cartPromotions.sessionId, sessionId)),
  ] as const;
}

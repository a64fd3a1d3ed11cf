import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { cartItems, orderItems, orders } from "../../db/schema";
import { takeStockStatements } from "../checkout/stock";
import { spendCreditStatement } from "../credit/ledger";
import { moveStatements, type OrderCause } from "../orders/lifecycle";
import { redeemPromotionStatements } from "../promotions/holds";

/**
 * pending → paid, whatever paid it (Stripe's webhook, or the customer's credit alone): `paid_at`,
 * the stock taken, the code's use and the credit made final, and what was bought out of the cart
 * (lines added after checkout began stay). The receipt and fulfilment (after-paid.ts) follow in
 * the same batch.
 */
export function paidMoveStatements(
  db: Database,
  order: { id: number; userId: number | null },
  paid: { cause: OrderCause; now: number },
): BatchItem<"sqlite">[] {
  const { cause, now } = paid;
  return [
    ...moveStatements(db, { orderId: order.id, from: "pending", to: "paid", cause, at: new Date(now) }),
    db
      .update(orders)
      .set({ paidAt: new Date(now) })
      .where(and(eq(orders.id, order.id), eq(orders.status, "paid"))),
    ...takeStockStatements(db, order.id, now),
    ...redeemPromotionStatements(db, order.id, order.userId),
    spendCreditStatement(db, order.id),
    ...(order.userId
      ? [
          db
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.userId, order.userId),
                inArray(
                  cartItems.productId,
                  db
                    .select({ id: orderItems.productId })
                    .from(orderItems)
                    .where(eq(orderItems.orderId, order.id)),
                ),
              ),
            ),
        ]
      : []),
  ];
}

import { asc, desc, eq } from "drizzle-orm";
import { senToDecimal } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orderRefunds, orders, refundRequests, stripeEvents } from "../../db/schema";
import { NotFoundError } from "../errors";
import { orderItemsOf } from "./detail";
import { orderTimeline } from "./lifecycle";

/** Everything staff need to act on one order: lines, money, timeline, Stripe events, refunds and requests. */
export async function adminOrderDetail(db: Database, orderId: number) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  const [items, timeline, events, requests, refunds] = await Promise.all([
    orderItemsOf(db, orderId),
    orderTimeline(db, orderId),
    db.select().from(stripeEvents).where(eq(stripeEvents.orderId, orderId)).orderBy(stripeEvents.createdAt),
    db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, orderId))
      .orderBy(desc(refundRequests.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id)),
  ]);
  return {
    ...order,
    totalAmount: senToDecimal(order.totalAmountSen),
    refundedAmount: senToDecimal(order.refundedAmountSen),
    items,
    timeline,
    stripeEvents: events,
    refundRequests: requests,
    refunds,
  };
}

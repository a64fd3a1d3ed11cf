import { asc, desc, eq } from "drizzle-orm";
import { senToDecimal } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orderRefunds, orders, refundRequests, stripeEvents, users } from "../../db/schema";
import { NotFoundError } from "../errors";
import { refundable } from "../payments/refundable";
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

export async function listRefundRequests(db: Database, { openOnly = false } = {}) {
  const query = db
    .select({
      id: refundRequests.id,
      orderId: refundRequests.orderId,
      reason: refundRequests.reason,
      status: refundRequests.status,
      createdAt: refundRequests.createdAt,
      username: users.username,
      totalAmountSen: orders.totalAmountSen,
      refundedAmountSen: orders.refundedAmountSen,
      order: {
        status: orders.status,
        paymentIntentId: orders.paymentIntentId,
        paymentMethod: orders.paymentMethod,
        paymentProvider: orders.paymentProvider,
        totalAmountSen: orders.totalAmountSen,
        refundedAmountSen: orders.refundedAmountSen,
        creditAmountSen: orders.creditAmountSen,
        creditRefundedSen: orders.creditRefundedSen,
        discountAmountSen: orders.discountAmountSen,
        referralDiscountSen: orders.referralDiscountSen,
      },
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(openOnly ? eq(refundRequests.status, "requested") : undefined)
    .orderBy(desc(refundRequests.id))
    .$dynamic();
  // Every open request, however old: the list is where staff answer them. The history is capped.
  const rows = await (openOnly ? query : query.limit(100));
  // What approving one would refund (the rest of the order), from the function the refund runs.
  return rows.map(({ order, ...request }) => ({ ...request, refundable: refundable(order, []).order }));
}

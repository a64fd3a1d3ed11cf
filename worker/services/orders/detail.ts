import { and, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orderItems, orders, products, refundRequests } from "../../db/schema";
import { NotFoundError } from "../errors";
import { orderTimeline } from "./lifecycle";
import { lineName } from "./line-name";

/** How long after payment an unused eSIM may be refunded (SPEC.md §9 refund policy). */
const REFUND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** An order's lines, named in `locale` (decision 0075): English for the API and staff. */
export async function orderItemsOf(db: Database, orderId: number, locale: Locale = "en") {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      priceSen: orderItems.priceSen,
      refundedAmountSen: orderItems.refundedAmountSen,
      // The snapshot taken at checkout in the reader's language; orders from before it fall back to the product.
      name: lineName(locale),
      type: sql<string>`coalesce(${orderItems.productType}, ${products.type})`,
      image: products.image,
      slug: products.slug,
      // A top-up's line is told from its parts in the reader's language.
      kind: products.kind,
      dataMb: products.dataMb,
      days: products.durationDays,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return rows.map((row) => ({
    ...row,
    price: senToDecimal(row.priceSen),
    lineTotalSen: row.priceSen * row.quantity,
    lineTotal: senToDecimal(row.priceSen * row.quantity),
  }));
}

/**
 * One order of this user (another user's id is simply not found) with lines, money and timeline;
 * its lines are named in `locale` (English for the JSON API).
 */
export async function getUserOrder(
  db: Database,
  userId: number,
  orderId: number,
  { now = Date.now(), locale = "en" }: { now?: number; locale?: Locale } = {},
) {
  const order = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .get();
  if (!order) throw new NotFoundError("Order not found");
  const [items, events, request] = await Promise.all([
    orderItemsOf(db, order.id, locale),
    orderTimeline(db, order.id),
    db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, order.id))
      .orderBy(desc(refundRequests.id))
      .get(),
  ]);
  const paidAt = order.paidAt ?? events.find((e) => e.toStatus === "paid")?.createdAt ?? null;
  const allEsim = items.every((item) => item.type === "eSIM");
  const refundable =
    (order.status === "paid" || order.status === "delivered") &&
    allEsim &&
    paidAt !== null &&
    now - paidAt.getTime() <= REFUND_WINDOW_MS &&
    request?.status !== "requested" &&
    request?.status !== "declined";
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    currency: order.currency,
    totalAmountSen: order.totalAmountSen,
    totalAmount: senToDecimal(order.totalAmountSen),
    // Before the promotion code's discount (decision 0048); older orders had none.
    subtotalAmountSen: order.subtotalAmountSen ?? order.totalAmountSen,
    subtotalAmount: senToDecimal(order.subtotalAmountSen ?? order.totalAmountSen),
    discountAmountSen: order.discountAmountSen,
    discountAmount: senToDecimal(order.discountAmountSen),
    promoCode: order.promoCode,
    // A referred customer's first-order welcome and the part paid from credit (decision 0049).
    referralDiscountSen: order.referralDiscountSen,
    creditAmountSen: order.creditAmountSen,
    refundedAmountSen: order.refundedAmountSen,
    refundedAmount: senToDecimal(order.refundedAmountSen),
    paymentMethod: order.paymentMethod,
    paymentIntentId: order.paymentIntentId,
    shippingAddress: order.shippingAddress,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    // A Physical SIM is posted rather than issued, which changes what the customer is told.
    ships: items.some((item) => item.type === "Physical SIM"),
    topupIccid: order.topupIccid,
    items,
    timeline: events.map((e) => ({
      id: e.id,
      from: e.fromStatus,
      to: e.toStatus,
      // Customers see who in general terms, never staff ids or webhook ids.
      by: e.cause.split(":")[0] ?? "system",
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    refundRequest: request
      ? { status: request.status, reason: request.reason, createdAt: request.createdAt.toISOString() }
      : null,
    canRequestRefund: refundable,
  };
}

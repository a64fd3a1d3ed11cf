import { asc, desc, eq, sql } from "drizzle-orm";
import { senToDecimal } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orderItems, orders, products } from "../../db/schema";

/** SPEC.md §3: the order as the My Orders page reads it (money as decimal strings). */
export interface CustomerOrder {
  id: number;
  createdAt: string;
  totalAmount: string;
  totalAmountSen: number;
  status: string;
  customerName: string;
  customerEmail: string;
  paymentIntentId: string | null;
  items: {
    id: number;
    quantity: number;
    price: string;
    priceSen: number;
    product: { id: number; name: string; region: string; image: string };
  }[];
}

/**
 * The user's own orders, newest first, each with its items and their products: one query (an
 * order with no lines still comes back), so the page costs one D1 round trip whatever the count,
 * and no list of ids is bound (D1 allows 100 parameters per statement).
 */
export async function listUserOrders(db: Database, userId: number): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      order: orders,
      item: { id: orderItems.id, quantity: orderItems.quantity, priceSen: orderItems.priceSen },
      // The line's own name as ordered: a top-up reads "Top-up for eSIM …1234 – 1 GB".
      product: {
        id: products.id,
        name: sql<string>`coalesce(${orderItems.productName}, ${products.name})`,
        region: products.region,
        image: products.image,
      },
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id));
  const byId = new Map<number, CustomerOrder>();
  for (const { order, item, product } of rows) {
    let entry = byId.get(order.id);
    if (!entry) {
      entry = {
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        totalAmount: senToDecimal(order.totalAmountSen),
        totalAmountSen: order.totalAmountSen,
        status: order.status,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        paymentIntentId: order.paymentIntentId,
        items: [],
      };
      byId.set(order.id, entry);
    }
    if (item && product) entry.items.push({ ...item, price: senToDecimal(item.priceSen), product });
  }
  return [...byId.values()];
}

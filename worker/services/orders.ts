import { desc, eq, inArray } from "drizzle-orm";
import { senToDecimal } from "../../app/lib/money";
import type { Database } from "../db/client";
import { orderItems, orders, products } from "../db/schema";

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

/** The user's own orders, newest first, each with its items and their products. */
export async function listUserOrders(db: Database, userId: number): Promise<CustomerOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      quantity: orderItems.quantity,
      priceSen: orderItems.priceSen,
      product: { id: products.id, name: products.name, region: products.region, image: products.image },
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map((order) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    totalAmount: senToDecimal(order.totalAmountSen),
    totalAmountSen: order.totalAmountSen,
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    paymentIntentId: order.paymentIntentId,
    items: items
      .filter((item) => item.orderId === order.id)
      .map(({ orderId: _orderId, ...item }) => ({ ...item, price: senToDecimal(item.priceSen) })),
  }));
}

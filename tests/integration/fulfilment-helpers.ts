import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { orderItems, orders, products } from "../../worker/db/schema";
import { afterPaidCommitted, paidStatements } from "../../worker/services/orders/after-paid";
import { moveStatements } from "../../worker/services/orders/lifecycle";

export const db = () => createDb(env.DB);

/** What payment does: an order placed pending, then moved to paid in one batch with
 * `paidStatements`, then `afterPaidCommitted`. */
export async function placePaidOrder(options: {
  userId: number | null;
  email: string;
  lines: { slug: string; quantity?: number }[];
  pay?: boolean;
}): Promise<{ orderId: number; itemIds: number[] }> {
  const d = db();
  const rows = await Promise.all(
    options.lines.map(async (line) => {
      const product = await d.select().from(products).where(eq(products.slug, line.slug)).get();
      if (!product) throw new Error(`No product ${line.slug}`);
      return { product, quantity: line.quantity ?? 1 };
    }),
  );
  const total = rows.reduce((sum, r) => sum + r.product.priceSen * r.quantity, 0);
  const [order] = await d
    .insert(orders)
    .values({
      userId: options.userId,
      customerEmail: options.email,
      customerName: "Test Customer",
      totalAmountSen: total,
      status: "pending",
    })
    .returning();
  if (!order) throw new Error("order insert");
  const items = await d
    .insert(orderItems)
    .values(
      rows.map((r) => ({
        orderId: order.id,
        productId: r.product.id,
        quantity: r.quantity,
        priceSen: r.product.priceSen,
      })),
    )
    .returning();
  if (options.pay !== false) await pay(order.id);
  return { orderId: order.id, itemIds: items.map((i) => i.id) };
}

export async function pay(orderId: number): Promise<void> {
  const d = db();
  await d.batch([
    ...moveStatements(d, { orderId, from: "pending", to: "paid", cause: "webhook:evt_test" }),
    ...paidStatements(d, orderId),
  ]);
  await afterPaidCommitted(env, d, orderId);
}

/** Poll (no sleeping for a fixed time) until `check` returns a truthy value. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("Timed out waiting for the queue's effect");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function orderStatus(orderId: number): Promise<string | undefined> {
  return (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get())
    ?.status;
}

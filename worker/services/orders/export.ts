import { desc, sql } from "drizzle-orm";
import { senToDecimal } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orderItems, orders, products } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { toCsv } from "../shared/csv";
import { readShippingRules } from "../shipping/rules";
import { type OrderFilters, orderFilterWhere } from "./list";

/** A download is capped so that one request stays within the Worker's memory and D1's answer size. */
const ORDERS_CSV_LIMIT = 10_000;

const HEADER = [
  "Order ID",
  "Created (UTC)",
  "Status",
  "Customer",
  "Email",
  // Amounts as plain decimals ("1234.50"), as spreadsheets read them: no prefix, no separators.
  "Total (MYR)",
  "Refunded (MYR)",
  "Payment method",
  "Payment intent",
  "Items",
] as const;

/**
 * The Orders list's filters as a CSV document, newest first. Lines in one query. A file
 * of customers' names and addresses leaves the shop with it, so each export is audited.
 */
export async function ordersCsv(db: Database, actor: Actor, filters: OrderFilters): Promise<string> {
  // Qualified by hand: in a select list drizzle writes bare column names, and a bare "id" in the
  // subquery would be order_items.id. The line's name is its checkout snapshot, else the product's.
  const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const items = sql<string | null>`(select group_concat(
      coalesce(${col("order_items", "product_name")}, ${col("products", "name")}) || ' x ' || ${col("order_items", "quantity")}, '; ')
    from ${orderItems} join ${products} on ${col("products", "id")} = ${col("order_items", "product_id")}
    where ${col("order_items", "order_id")} = ${col("orders", "id")})`;
  // The "stuck" filter reads the staff's setting, as the list on screen does.
  const stuckHours = filters.flag === "stuck" ? (await readShippingRules(db)).stuckHours : undefined;
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalAmountSen: orders.totalAmountSen,
      refundedAmountSen: orders.refundedAmountSen,
      paymentMethod: orders.paymentMethod,
      paymentIntentId: orders.paymentIntentId,
      items,
    })
    .from(orders)
    .where(orderFilterWhere({ ...filters, stuckHours }))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_CSV_LIMIT);
  await auditInsert(db, actor, {
    action: "ORDERS_EXPORTED",
    targetType: "order",
    targetId: null,
    details: { filters, rows: rows.length },
  });
  return toCsv(
    HEADER,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.customerName,
      r.customerEmail,
      senToDecimal(r.totalAmountSen),
      senToDecimal(r.refundedAmountSen),
      r.paymentMethod,
      r.paymentIntentId,
      r.items,
    ]),
  );
}

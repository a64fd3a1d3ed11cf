import { and, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { malaysiaMidnight } from "../../../app/lib/dates";
import { senToDecimal } from "../../../app/lib/money";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { AdminOrder } from "../../../app/schemas/admin/records";
import { PositiveIdSchema } from "../../../app/schemas/id";
import { ORDER_STATUSES } from "../../../app/schemas/orders";
import type { Database } from "../../db/client";
import { esims, fulfilments, orderItems, orders, products } from "../../db/schema";
import { countUpToCap, escapeLike, oneColumn, orderBy, pageOf, searchAny, sortedPage } from "../shared/lists";
import { DEFAULT_STUCK_HOURS, readShippingRules } from "../shipping/rules";
import { lateSimWhere, stuckWhere } from "./late";
import { refundable } from "./refunds/refundable";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/**
 * The Orders list's query: search, a status, a plan (its own orders and the top-ups of its eSIMs),
 * plans or top-ups only, the orders needing attention of one kind, and a date range of Malaysia
 * days, both ends included.
 */
export const OrderListQuerySchema = listQuerySchema(
  ["createdAt", "id", "total", "status", "customerName"],
  "createdAt",
).extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  plan: PositiveIdSchema.optional().catch(undefined),
  kind: z.enum(["plan", "topup"]).optional().catch(undefined),
  // The "Needs attention" kinds, each as the Orders list filtered: supplier figures to check, and
  // paid orders waiting too long (decision 0072).
  flag: z.enum(["supplier", "late-sim", "stuck"]).optional().catch(undefined),
  from: day,
  to: day,
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
export type OrderFilters = Pick<OrderListQuery, "q" | "status" | "plan" | "kind" | "flag" | "from" | "to"> & {
  /** The staff's setting, read by the caller when `flag` is "stuck". */
  stuckHours?: number;
  now?: number;
};

/** Column names of the correlated subqueries below, qualified by hand (drizzle's names may differ). */
const col = (table: { _: { name: string } } | object, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

/**
 * The plan a top-up order tops up: the line of the eSIM named by `orders.topup_iccid`. One lookup
 * by the unique ICCID, then the line by its key.
 */
const toppedUpLine = sql`(select ${col(esims, esims.orderItemId)} from ${esims}
  where ${col(esims, esims.iccid)} = ${col(orders, orders.topupIccid)})`;

export const topupPlanName = sql<
  string | null
>`(select coalesce(${col(orderItems, orderItems.productName)}, ${col(products, products.name)})
  from ${orderItems} join ${products} on ${col(products, products.id)} = ${col(orderItems, orderItems.productId)}
  where ${col(orderItems, orderItems.id)} = ${toppedUpLine})`;

/** Orders of this plan: those with a line of it, and the top-ups of an eSIM bought as it. */
function ofPlan(planId: number): SQL {
  const ownLine = sql`exists (select 1 from ${orderItems} where ${col(orderItems, orderItems.orderId)} = ${col(orders, orders.id)}
    and ${col(orderItems, orderItems.productId)} = ${planId})`;
  const toppedUp = sql`exists (select 1 from ${orderItems} where ${col(orderItems, orderItems.id)} = ${toppedUpLine}
    and ${col(orderItems, orderItems.productId)} = ${planId})`;
  return sql`(${ownLine} or (${orders.kind} = 'topup' and ${toppedUp}))`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as one WHERE: the search also finds an order by the ICCID of one of its eSIMs. */
export function orderFilterWhere(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    // Qualified by hand, so the correlation never depends on how drizzle names columns here.
    const sameOrder = sql`${esims}.${sql.identifier(esims.orderId.name)} = ${orders}.${sql.identifier(orders.id.name)}`;
    const byIccid = sql`exists (select 1 from ${esims} where ${sameOrder}
      and ${esims.iccid} like ${`%${escapeLike(filters.q)}%`} escape '\\')`;
    const text = searchAny(filters.q, [
      orders.customerName,
      orders.customerEmail,
      orders.status,
      sql`cast(${orders.id} as text)`,
    ]);
    conditions.push(sql`(${text} or ${byIccid})`);
  }
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.plan) conditions.push(ofPlan(filters.plan));
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind));
  if (filters.flag === "supplier") conditions.push(isNotNull(orders.supplierMismatch));
  const now = filters.now ?? Date.now();
  if (filters.flag === "late-sim") conditions.push(lateSimWhere(now));
  if (filters.flag === "stuck") conditions.push(stuckWhere(now, filters.stuckHours ?? DEFAULT_STUCK_HOURS));
  // Days as the Date column shows them: Malaysia days, from local midnight.
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(malaysiaMidnight(filters.from))));
  if (filters.to) conditions.push(lt(orders.createdAt, new Date(malaysiaMidnight(filters.to) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The Orders list's plan filter: every plan, by name (top-ups are found through their plan). */
export function planChoices(db: Database) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.kind, "plan"))
    .orderBy(products.name, products.id);
}

export async function listOrders(db: Database, query: OrderListQuery): Promise<ListPage<AdminOrder>> {
  const stuckHours = query.flag === "stuck" ? (await readShippingRules(db)).stuckHours : undefined;
  const where = orderFilterWhere({ ...query, stuckHours });
  const [rows, [totals]] = await db.batch([
    sortedPage(
      db.select({ order: orders, topupPlan: topupPlanName }).from(orders).where(where).$dynamic(),
      query,
      orderBy(
        query,
        {
          createdAt: orders.createdAt,
          id: orders.id,
          total: orders.totalAmountSen,
          status: orders.status,
          customerName: orders.customerName,
        },
        orders.id,
      ),
    ),
    countUpToCap(db, db.select(oneColumn).from(orders).where(where)),
  ]);
  const ids = rows.map((r) => r.order.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: orderItems.id,
            orderId: orderItems.orderId,
            quantity: orderItems.quantity,
            priceSen: orderItems.priceSen,
            lineTotalSen: sql<number>`${orderItems.priceSen} * ${orderItems.quantity}`,
            refundedAmountSen: orderItems.refundedAmountSen,
            productName: sql<string>`coalesce(${orderItems.productName}, ${products.name})`,
            // How each line is being delivered.
            type: products.type,
            fulfilment: fulfilments.status,
            lastError: fulfilments.lastError,
            carrier: fulfilments.carrier,
            trackingNumber: fulfilments.trackingNumber,
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .leftJoin(fulfilments, eq(fulfilments.orderItemId, orderItems.id))
          .where(inArray(orderItems.orderId, ids))
          // In line order: the last line of an order takes the discount's rounding.
          .orderBy(orderItems.id);
  return pageOf(
    query,
    rows.map(({ order: r, topupPlan }) => {
      const lines = items.filter((i) => i.orderId === r.id);
      // What each refund button would pay, from the function the refund itself runs.
      const owed = refundable(r, lines);
      return {
        id: r.id,
        kind: r.kind,
        topupPlan,
        supplierMismatch: r.supplierMismatch,
        userId: r.userId,
        customerName: r.customerName,
        customerEmail: r.customerEmail,
        totalAmountSen: r.totalAmountSen,
        totalAmount: senToDecimal(r.totalAmountSen),
        refundedAmountSen: r.refundedAmountSen,
        refundable: owed.order,
        status: r.status,
        createdAt: r.createdAt ? r.createdAt.toISOString() : null,
        shippingAddress: r.shippingAddress ?? null,
        items: lines.map((i) => ({
          id: i.id,
          productName: i.productName,
          quantity: i.quantity,
          lineTotalSen: Number(i.lineTotalSen),
          refundedAmountSen: i.refundedAmountSen,
          refundable: owed.lines.get(i.id) ?? owed.order,
          type: i.type,
          fulfilment: i.fulfilment,
          lastError: i.lastError,
          carrier: i.carrier,
          trackingNumber: i.trackingNumber,
        })),
      };
    }),
    totals?.total ?? 0,
  );
}

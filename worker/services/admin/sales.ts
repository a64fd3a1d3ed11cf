import { and, count, gte, lt, lte, sql } from "drizzle-orm";
import {
  type DailyPoint,
  DEFAULT_SALES_DAYS,
  type RankedSales,
  type SalesFigures,
} from "../../../app/schemas/admin/analytics";
import type { OrderStatus } from "../../../app/schemas/orders";
import type { Database } from "../../db/client";
import { orders, salesDaysStale } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;

/** The window: the last `days` UTC days, today included. */
function salesWindow(now: number, days = DEFAULT_SALES_DAYS) {
  const start = Math.floor(now / DAY) * DAY - (days - 1) * DAY;
  return { start, end: start + days * DAY };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SoldPlan {
  productId: number;
  name: string;
  destination: string | null;
  region: string;
  quantity: number;
  revenueSen: number;
}

/**
 * One day's plan sales, computed from its orders (see `soldPlans`). Plain D1 statements: drizzle's
 * batch cannot carry a raw `insert … select` with parameters. ?1 is the day, ?2 and ?3 its bounds.
 */
const INSERT_DAY_SALES = `insert into sales_by_day_plan (day, product_id, product_name, quantity, net_sen)
  with paid as materialized (
    select id, refunded_amount_sen, total_amount_sen from orders where paid_at >= ?2 and paid_at < ?3
  ),
  lines as (
    select oi.product_id, oi.product_name, oi.quantity,
      oi.price_sen * oi.quantity - oi.refunded_amount_sen
        - (o.refunded_amount_sen - sum(oi.refunded_amount_sen) over (partition by o.id))
          * oi.price_sen * oi.quantity / max(o.total_amount_sen, 1) as net_sen
    from paid o join order_items oi on oi.order_id = o.id
  )
  select ?1, product_id, max(product_name), sum(quantity), sum(max(net_sen, 0))
  from lines group by product_id`;

async function recomputeDays(db: Database, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const client = db.$client;
  await client.batch(
    days.flatMap((day) => {
      const start = Date.parse(`${day}T00:00:00Z`);
      return [
        client.prepare("delete from sales_by_day_plan where day = ?").bind(day),
        client.prepare(INSERT_DAY_SALES).bind(day, start, start + DAY),
        client.prepare("delete from sales_days_stale where day = ?").bind(day),
      ];
    }),
  );
}

/**
 * Every plan sold in the window with its net revenue. An order-level refund (the whole rest of the
 * order, or one made in Stripe's dashboard) names no line, so the part of the order's refund its
 * lines do not account for is shared across the lines by their price. The destination is the
 * plan's country when it covers exactly one, otherwise null (regional).
 *
 * Read from `sales_by_day_plan` (decision 0025): the days a write has made stale are recomputed
 * first, in one batch, so the figures are always those of the orders, and a view of the window
 * reads at most a row per day and plan however many orders there are.
 */
async function soldPlans(db: Database, fromDay: string, toDay: string): Promise<SoldPlan[]> {
  const stale = await db
    .select({ day: salesDaysStale.day })
    .from(salesDaysStale)
    .where(and(gte(salesDaysStale.day, fromDay), lte(salesDaysStale.day, toDay)));
  await recomputeDays(
    db,
    stale.map(({ day }) => day),
  );
  const rows = await db.all<{
    product_id: number;
    name: string;
    destination: string | null;
    region: string;
    quantity: number;
    revenue_sen: number;
  }>(sql`
    select s.product_id, coalesce(p.name, max(s.product_name)) as name, p.region,
      (select case when count(*) = 1 then max(d.name) end
         from product_destinations pd join destinations d on d.id = pd.destination_id
         where pd.product_id = s.product_id) as destination,
      sum(s.quantity) as quantity, sum(s.net_sen) as revenue_sen
    from sales_by_day_plan s left join products p on p.id = s.product_id
    where s.day >= ${fromDay} and s.day <= ${toDay}
    group by s.product_id
    order by revenue_sen desc, quantity desc`);
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    destination: r.destination,
    region: r.region ?? "Other",
    quantity: Number(r.quantity),
    revenueSen: Math.round(Number(r.revenue_sen)),
  }));
}

/** Plans folded into destinations: a one-country plan counts for its country, the rest for their region. */
function byDestination(plans: SoldPlan[], limit: number): RankedSales[] {
  const totals = new Map<string, RankedSales>();
  for (const plan of plans) {
    const name = plan.destination ?? (plan.region === "Global" ? "Global" : `${plan.region} (multi-country)`);
    const entry = totals.get(name) ?? { name, quantity: 0, revenueSen: 0 };
    entry.quantity += plan.quantity;
    entry.revenueSen += plan.revenueSen;
    totals.set(name, entry);
  }
  return [...totals.values()]
    .sort((a, b) => b.revenueSen - a.revenueSen || b.quantity - a.quantity)
    .slice(0, limit);
}

/**
 * What the shop earned over the window, from the orders themselves: each order counts on the UTC
 * day it was paid, for what was paid less what has been refunded of it since. Orders by status
 * count the orders placed in the window. Plan sales come from the per-day table (see `soldPlans`).
 */
export async function salesFigures(
  db: Database,
  now = Date.now(),
  days = DEFAULT_SALES_DAYS,
): Promise<SalesFigures> {
  const { start, end } = salesWindow(now, days);
  const [daily, statuses] = await db.batch([
    db
      .select({
        day: sql<string>`strftime('%Y-%m-%d', ${orders.paidAt} / 1000, 'unixepoch')`,
        orders: count(),
        grossSen: sql<number>`coalesce(sum(${orders.totalAmountSen}), 0)`,
        refundedSen: sql<number>`coalesce(sum(${orders.refundedAmountSen}), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.paidAt, new Date(start)), lt(orders.paidAt, new Date(end))))
      .groupBy(sql`1`),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(start)), lt(orders.createdAt, new Date(end))))
      .groupBy(orders.status)
      .orderBy(sql`2 desc`),
  ]);
  const plans = await soldPlans(db, dayOf(start), dayOf(end - DAY));
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const revenueByDay: DailyPoint[] = Array.from({ length: days }, (_, i) => {
    const day = dayOf(start + i * DAY);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenueSen: row ? row.grossSen - row.refundedSen : 0 };
  });
  const paidOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const grossSen = daily.reduce((sum, d) => sum + d.grossSen, 0);
  const refundedSen = daily.reduce((sum, d) => sum + d.refundedSen, 0);
  return {
    from: dayOf(start),
    to: dayOf(end - DAY),
    days,
    paidOrders,
    grossSen,
    refundedSen,
    netSen: grossSen - refundedSen,
    averageOrderSen: paidOrders === 0 ? 0 : Math.round(grossSen / paidOrders),
    revenueByDay,
    ordersByStatus: statuses as { status: OrderStatus; count: number }[],
    topPlans: plans.slice(0, 5).map(({ name, quantity, revenueSen }) => ({ name, quantity, revenueSen })),
    topDestinations: byDestination(plans, 5),
  };
}

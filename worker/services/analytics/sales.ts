import { and, gte, lte, sql } from "drizzle-orm";
import { malaysiaDayOf as dayOf, MALAYSIA_OFFSET_MS } from "../../../app/lib/dates";
import {
  type DailyPoint,
  DEFAULT_SALES_DAYS,
  type RankedSales,
  type SalesFigures,
} from "../../../app/schemas/admin/analytics";
import type { Database } from "../../db/client";
import { ordersByDayStatus, salesByDay } from "../../db/schema";
import { refreshSalesDays } from "./sales-days";

const DAY = 24 * 60 * 60 * 1000;

/** The window: the last `days` Malaysia days, today included (Malaysia keeps no daylight saving). */
function salesWindow(now: number, days = DEFAULT_SALES_DAYS) {
  const todayStart = Math.floor((now + MALAYSIA_OFFSET_MS) / DAY) * DAY - MALAYSIA_OFFSET_MS;
  const start = todayStart - (days - 1) * DAY;
  return { start, end: start + days * DAY };
}

interface SoldPlan {
  productId: number;
  name: string;
  destination: string | null;
  region: string;
  quantity: number;
  revenueSen: number;
}

/**
 * Every plan sold in the window with its net revenue. An order-level refund (the whole rest of the
 * order, or one made in Stripe's dashboard) names no line, so the part of the order's refund its
 * lines do not account for is shared across the lines by their price. The destination is the
 * plan's country when it covers exactly one, otherwise null (regional).
 *
 * Read from `sales_by_day_plan` (decision 0025), brought up to date by `refreshSalesDays` first:
 * a view of the window reads at most a row per day and plan however many orders there are.
 */
async function soldPlans(db: Database, fromDay: string, toDay: string): Promise<SoldPlan[]> {
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
 * What the shop earned over the window, from the orders themselves: each order counts on the Malaysia
 * day it was paid, for what was paid less what has been refunded of it since. Orders by status
 * count the orders placed in the window. Every figure is summed from per-day rows (decisions 0025
 * and 0026) that `refreshSalesDays` first recomputes from the orders for the days written since.
 */
export async function salesFigures(
  db: Database,
  now = Date.now(),
  days = DEFAULT_SALES_DAYS,
): Promise<SalesFigures> {
  const { start, end } = salesWindow(now, days);
  const [fromDay, toDay] = [dayOf(start), dayOf(end - DAY)];
  await refreshSalesDays(db, fromDay, toDay);
  const [daily, statuses] = await db.batch([
    db
      .select({
        day: salesByDay.day,
        orders: salesByDay.orders,
        grossSen: salesByDay.grossSen,
        refundedSen: salesByDay.refundedSen,
      })
      .from(salesByDay)
      .where(and(gte(salesByDay.day, fromDay), lte(salesByDay.day, toDay))),
    db
      .select({ status: ordersByDayStatus.status, count: sql<number>`sum(${ordersByDayStatus.orders})` })
      .from(ordersByDayStatus)
      .where(and(gte(ordersByDayStatus.day, fromDay), lte(ordersByDayStatus.day, toDay)))
      .groupBy(ordersByDayStatus.status)
      .orderBy(sql`2 desc`, ordersByDayStatus.status),
  ]);
  const plans = await soldPlans(db, fromDay, toDay);
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
    from: fromDay,
    to: toDay,
    days,
    paidOrders,
    grossSen,
    refundedSen,
    netSen: grossSen - refundedSen,
    averageOrderSen: paidOrders === 0 ? 0 : Math.round(grossSen / paidOrders),
    revenueByDay,
    ordersByStatus: statuses.map(({ status, count }) => ({ status, count: Number(count) })),
    topPlans: plans.slice(0, 5).map(({ name, quantity, revenueSen }) => ({ name, quantity, revenueSen })),
    topDestinations: byDestination(plans, 5),
  };
}

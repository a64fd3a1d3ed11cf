import { and, gte, lte } from "drizzle-orm";
import { malaysiaMidnight } from "../../../app/lib/dates";
import type { Database } from "../../db/client";
import { salesDaysStale } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;

// Analytics' days are Malaysia days: a day's rows hold what happened from its local midnight,
// 16:00 UTC the day before. Migration 0022's triggers mark days the same way.

/** A day's bounds in SQL, in epoch milliseconds, for a day held in `d.value`. */
const DAY_START = "(unixepoch(d.value) - 28800) * 1000";
const DAY_END = "(unixepoch(d.value, '+1 day') - 28800) * 1000";

/**
 * One day's plan sales, computed from its orders: an order-level refund names no line, so the part
 * of the order's refund its lines do not account for is shared across the lines by their price.
 * Plain D1 statements: drizzle's batch cannot carry a raw `insert … select` with parameters. ?1 is
 * the day, ?2 and ?3 its bounds.
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

/** ?1: the stale days as a JSON array. Each recompute statement works on exactly those days. */
export const DAYS = "select value from json_each(?1)";

/** Orders paid on each day: how many, what they paid, and what has been refunded of them since. */
const INSERT_DAY_TOTALS = `insert into sales_by_day (day, orders, gross_sen, refunded_sen)
  select d.value, count(*), sum(o.total_amount_sen), sum(o.refunded_amount_sen)
  from json_each(?1) d join orders o
    on o.paid_at >= ${DAY_START} and o.paid_at < ${DAY_END}
  group by d.value`;

/** Orders placed on each day, by their status now. */
const INSERT_DAY_STATUSES = `insert into orders_by_day_status (day, status, orders)
  select d.value, o.status, count(*)
  from json_each(?1) d join orders o
    on o.created_at >= ${DAY_START} and o.created_at < ${DAY_END}
  group by d.value, o.status`;

/**
 * Brings Analytics' per-day order figures of `fromDay`..`toDay` (Malaysia days, inclusive) back in step with
 * the orders (decisions 0025, 0026): the days a write has named in `sales_days_stale` are computed
 * again from their orders in one D1 batch (atomic), and their marks cleared. A day marked after the
 * list was read keeps its mark for the next view.
 */
export async function refreshSalesDays(db: Database, fromDay: string, toDay: string): Promise<void> {
  const stale = await db
    .select({ day: salesDaysStale.day })
    .from(salesDaysStale)
    .where(and(gte(salesDaysStale.day, fromDay), lte(salesDaysStale.day, toDay)));
  if (stale.length === 0) return;
  const days = stale.map(({ day }) => day);
  const list = JSON.stringify(days);
  const client = db.$client;
  await client.batch([
    client.prepare(`delete from sales_by_day_plan where day in (${DAYS})`).bind(list),
    client.prepare(`delete from sales_by_day where day in (${DAYS})`).bind(list),
    client.prepare(`delete from orders_by_day_status where day in (${DAYS})`).bind(list),
    ...days.map((day) => {
      const start = malaysiaMidnight(day);
      return client.prepare(INSERT_DAY_SALES).bind(day, start, start + DAY);
    }),
    client.prepare(INSERT_DAY_TOTALS).bind(list),
    client.prepare(INSERT_DAY_STATUSES).bind(list),
    client.prepare(`delete from sales_days_stale where day in (${DAYS})`).bind(list),
  ]);
}

// Decision 0026: Analytics' day totals, orders by status and customer counts are summed from
// per-day rows that triggers mark stale and the view recomputes. Each step below writes the way the
// shop's code paths do (insert, status change, refund, payment moved, delete; sign-up, deactivation,
// ban, soft and hard delete) and compares every figure with the same figures computed straight from
// the orders and customers, as Analytics computed them before the per-day rows existed.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { analytics } from "../../worker/services/analytics/overview";
import { permissionMap } from "../../worker/services/staff/permissions";
import { seedDatabase } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const db = createDb(env.DB);
const viewer = { id: 1, username: "root", isSuperAdmin: true, permissions: permissionMap(null, true) };
const MALAYSIA = 8 * HOUR;
const now = Date.now();
// Analytics' days are Malaysia days (UTC+8): today began at 16:00 UTC yesterday.
const today = Math.floor((now + MALAYSIA) / DAY) * DAY - MALAYSIA;
const dayOf = (ms: number) => new Date(ms + MALAYSIA).toISOString().slice(0, 10);
// Customer sign-up rows stay on UTC days: their counts are over all time.
const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The figures straight from the raw rows, by the rules of decision 0022 and `userCounts`. */
async function fromRawRows(at: number, days: number) {
  const start = Math.floor((at + MALAYSIA) / DAY) * DAY - MALAYSIA - (days - 1) * DAY;
  const end = start + days * DAY;
  const daily = await env.DB.prepare(
    `select strftime('%Y-%m-%d', paid_at / 1000 + 28800, 'unixepoch') as day, count(*) as orders,
       sum(total_amount_sen) as gross, sum(refunded_amount_sen) as refunded
     from orders where paid_at >= ? and paid_at < ? group by 1`,
  )
    .bind(start, end)
    .all<{ day: string; orders: number; gross: number; refunded: number }>();
  const statuses = await env.DB.prepare(
    "select status, count(*) as n from orders where created_at >= ? and created_at < ? group by status",
  )
    .bind(start, end)
    .all<{ status: string; n: number }>();
  const inForce = "(banned = 1 and (ban_expires_at is null or ban_expires_at > ?1))";
  const users = await env.DB.prepare(
    `select count(*) as total,
       coalesce(sum(deleted_at is not null), 0) as deleted,
       coalesce(sum(deleted_at is null and ${inForce}), 0) as banned,
       coalesce(sum(deleted_at is null and active = 1 and not ${inForce}), 0) as active
     from users`,
  )
    .bind(at)
    .first<{ total: number; deleted: number; banned: number; active: number }>();
  const byDay = new Map(daily.results.map((d) => [d.day, d]));
  const gross = daily.results.reduce((sum, d) => sum + d.gross, 0);
  const refunded = daily.results.reduce((sum, d) => sum + d.refunded, 0);
  return {
    users,
    paidOrders: daily.results.reduce((sum, d) => sum + d.orders, 0),
    grossSen: gross,
    refundedSen: refunded,
    revenueByDay: Array.from({ length: days }, (_, i) => {
      const day = dayOf(start + i * DAY);
      const row = byDay.get(day);
      return { day, orders: row?.orders ?? 0, revenueSen: row ? row.gross - row.refunded : 0 };
    }),
    ordersByStatus: Object.fromEntries(statuses.results.map((s) => [s.status, s.n])),
  };
}

async function expectSameAsRawRows(at = now) {
  for (const days of [7, 30, 90]) {
    const view = await analytics(db, viewer, at, days);
    const raw = await fromRawRows(at, days);
    const sales = view.sales;
    expect(view.users, `customers at ${days} days`).toEqual(raw.users);
    expect(sales?.paidOrders, `paid orders over ${days} days`).toBe(raw.paidOrders);
    expect(sales?.grossSen).toBe(raw.grossSen);
    expect(sales?.refundedSen).toBe(raw.refundedSen);
    expect(sales?.revenueByDay, `days of ${days}`).toEqual(raw.revenueByDay);
    expect(Object.fromEntries(sales?.ordersByStatus.map((s) => [s.status, s.count]) ?? [])).toEqual(
      raw.ordersByStatus,
    );
    // Most orders first; ties in a fixed order.
    const counts = sales?.ordersByStatus.map((s) => s.count) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  }
}

async function order(input: { status: string; createdAt: number; paidAt?: number; total: number }) {
  const row = await env.DB.prepare(
    `insert into orders (customer_email, customer_name, total_amount_sen, status, created_at, paid_at)
     values ('days@shop.test', 'Days', ?, ?, ?, ?) returning id`,
  )
    .bind(input.total, input.status, input.createdAt, input.paidAt ?? null)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function customer(name: string, createdAt: number) {
  const row = await env.DB.prepare(
    "insert into users (username, email, password, created_at) values (?, ?, 'x', ?) returning id",
  )
    .bind(name, `${name}@shop.test`, createdAt)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();

beforeAll(seedDatabase);

describe("Analytics' per-day figures", () => {
  it("equal the figures of the raw rows through inserts, status changes, refunds, moves and deletes", async () => {
    await expectSameAsRawRows();

    // Day and window boundaries: the first and last millisecond of days, just outside the windows,
    // and orders placed one day and paid the next.
    const first = today - 29 * DAY;
    const ids = {
      windowStart: await order({ status: "paid", createdAt: first, paidAt: first, total: 1_000 }),
      beforeWindow: await order({
        status: "delivered",
        createdAt: first - 1,
        paidAt: first - 1,
        total: 2_000,
      }),
      endOfToday: await order({
        status: "paid",
        createdAt: today + DAY - 1,
        paidAt: today + DAY - 1,
        total: 3_000,
      }),
      placedYesterdayPaidToday: await order({
        status: "delivered",
        createdAt: today - 1,
        paidAt: today + HOUR,
        total: 4_000,
      }),
      paidInsideWeek: await order({
        status: "paid",
        createdAt: today - 6 * DAY,
        paidAt: today - 6 * DAY,
        total: 5_000,
      }),
      placedTenDaysAgo: await order({
        status: "paid",
        createdAt: today - 10 * DAY,
        paidAt: today - 9 * DAY,
        total: 6_000,
      }),
      pending: await order({ status: "pending", createdAt: today + 2 * HOUR, total: 7_000 }),
      old: await order({
        status: "delivered",
        createdAt: today - 80 * DAY,
        paidAt: today - 80 * DAY,
        total: 8_000,
      }),
    };
    await expectSameAsRawRows();

    // A status change of an old order moves it between the status counts of the day it was placed.
    await run("update orders set status = 'refunded' where id = ?", ids.placedTenDaysAgo);
    await run("update orders set status = 'cancelled' where id = ?", ids.old);
    await expectSameAsRawRows();

    // Refunds, in part and in full, of orders paid days ago.
    await run("update orders set refunded_amount_sen = 2500 where id = ?", ids.paidInsideWeek);
    await run("update orders set refunded_amount_sen = total_amount_sen where id = ?", ids.windowStart);
    await expectSameAsRawRows();

    // Payment arrives for the pending order; another order's payment moves out of the window.
    await run("update orders set status = 'paid', paid_at = ? where id = ?", now, ids.pending);
    await run("update orders set paid_at = ? where id = ?", first - DAY, ids.endOfToday);
    await expectSameAsRawRows();

    // Deleted orders leave their days (both the day placed and the day paid).
    await run("delete from orders where id = ?", ids.placedYesterdayPaidToday);
    await run("delete from orders where id = ?", ids.beforeWindow);
    await expectSameAsRawRows();
  });

  it("split days at Malaysian midnight: 23:30 and 00:30 Malaysia time fall on two days", async () => {
    // 15:30 and 16:30 UTC on one UTC day; in Kuala Lumpur 23:30 on one day and 00:30 on the next.
    const lateEvening = today - DAY - 30 * 60_000;
    const pastMidnight = today - DAY + 30 * 60_000;
    expect(utcDayOf(lateEvening)).toBe(utcDayOf(pastMidnight));
    const [eve, after] = [dayOf(lateEvening), dayOf(pastMidnight)];
    expect(eve).not.toBe(after);
    const before = (await analytics(db, viewer, now, 7)).sales;
    const dayRow = (sales: typeof before, day: string) => sales?.revenueByDay.find((d) => d.day === day);
    await order({ status: "paid", createdAt: lateEvening, paidAt: lateEvening, total: 2_330 });
    await order({ status: "delivered", createdAt: pastMidnight, paidAt: pastMidnight, total: 30 });
    const sales = (await analytics(db, viewer, now, 7)).sales;
    expect(dayRow(sales, eve)).toEqual({
      day: eve,
      orders: (dayRow(before, eve)?.orders ?? 0) + 1,
      revenueSen: (dayRow(before, eve)?.revenueSen ?? 0) + 2_330,
    });
    expect(dayRow(sales, after)).toEqual({
      day: after,
      orders: (dayRow(before, after)?.orders ?? 0) + 1,
      revenueSen: (dayRow(before, after)?.revenueSen ?? 0) + 30,
    });
    // The window starts at a Malaysian midnight too: 00:30 on its first day is in, 23:30 before is out.
    const firstDay = today - 6 * DAY;
    await order({
      status: "paid",
      createdAt: firstDay - 30 * 60_000,
      paidAt: firstDay - 30 * 60_000,
      total: 7,
    });
    await order({
      status: "paid",
      createdAt: firstDay + 30 * 60_000,
      paidAt: firstDay + 30 * 60_000,
      total: 11,
    });
    const week = (await analytics(db, viewer, now, 7)).sales;
    expect(week?.from).toBe(dayOf(firstDay));
    expect(week?.netSen).toBe((sales?.netSen ?? 0) + 11);
    await expectSameAsRawRows();
  });

  it("count customers as the raw rows do through sign-ups, deactivation, bans and deletes", async () => {
    const ids = {
      today: await customer("days-today", now),
      midnight: await customer("days-midnight", today),
      longAgo: await customer("days-long-ago", today - 400 * DAY),
      lastSecond: await customer("days-last-ms", today - 1),
    };
    await expectSameAsRawRows();

    await run("update users set active = 0 where id = ?", ids.today);
    await run("update users set banned = 1 where id = ?", ids.midnight);
    await run("update users set banned = 1, ban_expires_at = ? where id = ?", now + HOUR, ids.longAgo);
    await expectSameAsRawRows();
    // A ban runs out with time, with no write to the customer.
    await expectSameAsRawRows(now + 2 * HOUR);

    await run("update users set deleted_at = ? where id = ?", now, ids.lastSecond);
    await run("update users set deleted_at = ? where id = ?", now, ids.midnight);
    await run("update users set active = 1 where id = ?", ids.today);
    await expectSameAsRawRows();

    await run("delete from users where id = ?", ids.longAgo);
    await expectSameAsRawRows();
  });

  it("read the per-day rows, and recompute exactly the days marked stale", async () => {
    await expectSameAsRawRows();
    const day = dayOf(today);
    const week = async () => (await analytics(db, viewer, now, 7)).sales;
    const customers = async () => (await analytics(db, viewer, now, 7)).users;
    const before = await week();
    const beforeCustomers = await customers();

    // A row no write has marked is read as it stands (the orders are not read again)...
    await run("update sales_by_day set orders = orders + 100 where day = ?", day);
    await run("update orders_by_day_status set orders = orders + 100 where day = ? and status = 'paid'", day);
    await run("update customers_by_day set customers = customers + 100 where day = ?", utcDayOf(now));
    expect((await week())?.paidOrders).toBe((before?.paidOrders ?? 0) + 100);
    expect((await customers()).total).toBe(beforeCustomers.total + 100);

    // ...and a marked day is computed again from its orders and customers.
    await run("insert into sales_days_stale (day) values (?)", day);
    await run("insert into customer_days_stale (day) values (?)", utcDayOf(now));
    expect(await week()).toEqual(before);
    expect(await customers()).toEqual(beforeCustomers);
    expect(
      (
        await env.DB.prepare("select count(*) as n from sales_days_stale where day = ?")
          .bind(day)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
    expect(
      (await env.DB.prepare("select count(*) as n from customer_days_stale").first<{ n: number }>())?.n,
    ).toBe(0);

    // The triggers mark the day an order was placed on a status change, and a customer's sign-up day.
    const placed = today - 3 * DAY;
    const id = await order({ status: "pending", createdAt: placed, total: 100 });
    await analytics(db, viewer, now, 7);
    await run("update orders set status = 'cancelled' where id = ?", id);
    const marked = await env.DB.prepare("select day from sales_days_stale").all<{ day: string }>();
    expect(marked.results.map((r) => r.day)).toContain(dayOf(placed));
    const signup = await customer("days-marked", today - 50 * DAY);
    await analytics(db, viewer, now, 7);
    await run("update users set deleted_at = ? where id = ?", now, signup);
    const customerMarks = await env.DB.prepare("select day from customer_days_stale").all<{ day: string }>();
    expect(customerMarks.results.map((r) => r.day)).toEqual([utcDayOf(today - 50 * DAY)]);
  });
});

import { and, isNull, sql } from "drizzle-orm";
import type { UserCounts } from "../../../app/schemas/admin/users";
import { banInForceSql } from "../../auth/ban";
import type { Database } from "../../db/client";
import { customerDaysStale, customersByDay, users } from "../../db/schema";
import { DAYS } from "./sales-days";

/** Customers who signed up on each day: all of them, the deleted, and the live active accounts. */
const INSERT_CUSTOMER_DAYS = `insert into customers_by_day (day, customers, deleted, active)
  select d.value, count(*), sum(u.deleted_at is not null), sum(u.deleted_at is null and u.active = 1)
  from json_each(?1) d join users u
    on u.created_at >= unixepoch(d.value) * 1000 and u.created_at < unixepoch(d.value, '+1 day') * 1000
  group by d.value`;

/**
 * Recomputes `customers_by_day` for the sign-up days a write has named in `customer_days_stale`
 * (decision 0026), in one atomic batch; a day marked after the list was read keeps its mark.
 */
async function refreshCustomerDays(db: Database): Promise<void> {
  const stale = await db.select({ day: customerDaysStale.day }).from(customerDaysStale);
  if (stale.length === 0) return;
  const list = JSON.stringify(stale.map(({ day }) => day));
  const client = db.$client;
  await client.batch([
    client.prepare(`delete from customers_by_day where day in (${DAYS})`).bind(list),
    client.prepare(INSERT_CUSTOMER_DAYS).bind(list),
    client.prepare(`delete from customer_days_stale where day in (${DAYS})`).bind(list),
  ]);
}

/**
 * Every customer account, and how many are deleted, banned (a ban in force now, not deleted) and
 * active (not deleted, not banned, account active). Summed from a row per sign-up day; the bans in
 * force are counted from the banned accounts themselves, since a ban runs out with time.
 */
export async function userCounts(db: Database, now = Date.now()): Promise<UserCounts> {
  await refreshCustomerDays(db);
  const [[days], [bans]] = await db.batch([
    db
      .select({
        total: sql<number>`coalesce(sum(${customersByDay.customers}), 0)`,
        deleted: sql<number>`coalesce(sum(${customersByDay.deleted}), 0)`,
        active: sql<number>`coalesce(sum(${customersByDay.active}), 0)`,
      })
      .from(customersByDay),
    db
      .select({
        banned: sql<number>`count(*)`,
        active: sql<number>`coalesce(sum(${users.active}), 0)`,
      })
      .from(users)
      .where(and(isNull(users.deletedAt), banInForceSql(now))),
  ]);
  return {
    total: Number(days?.total ?? 0),
    active: Number(days?.active ?? 0) - Number(bans?.active ?? 0),
    banned: Number(bans?.banned ?? 0),
    deleted: Number(days?.deleted ?? 0),
  };
}

import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { orders } from "../../db/schema";

/** Where an alert comes from: the supplier's signed webhook, or the hourly usage check. */
export type AlertSource = "supplier" | "check";

/**
 * An eSIM's alert round: how many top-ups have been delivered to it. A top-up refills the data and
 * the days, so each level may warn once more after it; alerts are unique per eSIM, level and round.
 * Written as SQL over the ICCID column so a listing reads every eSIM's round in the same query.
 */
export function roundOf(iccid: AnySQLiteColumn | string): SQL<number> {
  return sql<number>`(select count(*) from ${orders} where ${and(
    eq(orders.kind, "topup"),
    eq(orders.topupIccid, iccid),
    eq(orders.status, "delivered"),
  )})`;
}

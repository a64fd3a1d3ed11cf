import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { malaysiaMidnight } from "../../../app/lib/dates";
import { addWorkingDays, SHIP_WITHIN_WORKING_DAYS } from "../../../app/schemas/shipping";
import { fulfilments, orders } from "../../db/schema";

// Two kinds of paid order that sat too long (decision 0072), read the same way by Today, the
// navigation's "Needs attention" and the Orders list's filter.

/**
 * A paid order whose Physical SIM has not left within one working day: paid before the start of the
 * working day before today (paid Monday, late on Wednesday; paid Friday or at the weekend, late on
 * Tuesday).
 */
export function lateSimWhere(now: number): SQL {
  const cutoff = new Date(malaysiaMidnight(addWorkingDays(now, -SHIP_WITHIN_WORKING_DAYS)));
  const waiting = sql`exists (select 1 from ${fulfilments} where ${fulfilments.orderId} = ${orders.id}
    and ${fulfilments.kind} = 'Physical SIM' and ${fulfilments.status} in ('pending', 'failed'))`;
  return and(eq(orders.status, "paid"), lt(orders.paidAt, cutoff), waiting) as SQL;
}

/**
 * A paid order of any kind still not delivered after the staff's setting of hours. A SIM waiting to
 * be posted has its own rule (working days), so it is not counted twice.
 */
export function stuckWhere(now: number, hours: number): SQL {
  const simWaiting = sql`exists (select 1 from ${fulfilments} where ${fulfilments.orderId} = ${orders.id}
    and ${fulfilments.kind} = 'Physical SIM' and ${fulfilments.status} in ('pending', 'failed'))`;
  return and(
    eq(orders.status, "paid"),
    lt(orders.paidAt, new Date(now - hours * 3_600_000)),
    sql`not ${simWaiting}`,
  ) as SQL;
}

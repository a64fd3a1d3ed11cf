import { asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { malaysiaDayOf } from "../../../app/lib/dates";
import type { DashboardToday, OpenChat, OrderNeedingAttention } from "../../../app/schemas/admin/analytics";
import type { Database } from "../../db/client";
import { chatRooms, orders, refundRequests, salesByDay, users } from "../../db/schema";
import { chatOperations } from "../chat/operations";
import { lateSimWhere, stuckWhere } from "../orders/late";
import { orderOperations } from "../orders/operations";
import { countUpToCap, oneColumn, withinCap } from "../shared/lists";
import { readShippingRules } from "../shipping/rules";
import { allows, type StaffIdentity } from "../staff/permissions";
import { refreshSalesDays } from "./sales-days";

/** How many of each waiting kind the first screen lists; the rest are a link away. */
const LISTED = 5;

async function todaysSales(db: Database, now: number): Promise<NonNullable<DashboardToday["sales"]>> {
  const day = malaysiaDayOf(now);
  await refreshSalesDays(db, day, day);
  const row = await db.select().from(salesByDay).where(eq(salesByDay.day, day)).get();
  return { day, orders: row?.orders ?? 0, revenueSen: row ? row.grossSen - row.refundedSen : 0 };
}

async function ordersWaiting(db: Database, now: number): Promise<NonNullable<DashboardToday["orders"]>> {
  const { stuckHours } = await readShippingRules(db);
  const placedWhere = (where: SQL) =>
    db
      .select({
        orderId: orders.id,
        customerName: orders.customerName,
        totalAmountSen: orders.totalAmountSen,
        since: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt))
      .limit(LISTED);
  const paidWhere = (where: SQL) =>
    db
      .select({
        orderId: orders.id,
        customerName: orders.customerName,
        totalAmountSen: orders.totalAmountSen,
        since: sql<number>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith(Number),
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.paidAt))
      .limit(LISTED);
  const failedWhere = eq(orders.status, "failed");
  const flaggedWhere = isNotNull(orders.supplierMismatch);
  const [
    failed,
    requested,
    flagged,
    [failedCount],
    [requestCount],
    [flaggedCount],
    late,
    stuck,
    [lateCount],
    [stuckCount],
  ] = await db.batch([
    placedWhere(failedWhere),
    db
      .select({
        orderId: orders.id,
        customerName: orders.customerName,
        totalAmountSen: orders.totalAmountSen,
        since: refundRequests.createdAt,
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(eq(refundRequests.status, "requested"))
      .orderBy(asc(refundRequests.createdAt))
      .limit(LISTED),
    placedWhere(flaggedWhere),
    // Failed orders are a work queue, but nothing bounds how many pile up: counted to the lists' cap.
    countUpToCap(db, db.select(oneColumn).from(orders).where(failedWhere)),
    db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, "requested")),
    countUpToCap(db, db.select(oneColumn).from(orders).where(flaggedWhere)),
    // Paid orders waiting too long (decision 0072): a SIM not posted in a working day, or stuck.
    paidWhere(lateSimWhere(now)),
    paidWhere(stuckWhere(now, stuckHours)),
    countUpToCap(db, db.select(oneColumn).from(orders).where(lateSimWhere(now))),
    countUpToCap(db, db.select(oneColumn).from(orders).where(stuckWhere(now, stuckHours))),
  ]);
  const iso = (ms: number) => new Date(ms).toISOString();
  const items: OrderNeedingAttention[] = [
    ...failed.map((o) => ({ ...o, reason: "failed" as const, since: o.since.toISOString() })),
    ...requested.map((o) => ({ ...o, reason: "refund_request" as const, since: o.since.toISOString() })),
    ...flagged.map((o) => ({ ...o, reason: "supplier_mismatch" as const, since: o.since.toISOString() })),
    ...late.map((o) => ({ ...o, reason: "late_sim" as const, since: iso(o.since) })),
    ...stuck.map((o) => ({ ...o, reason: "stuck" as const, since: iso(o.since) })),
  ]
    .sort((a, b) => a.since.localeCompare(b.since))
    .slice(0, LISTED);
  return {
    items,
    total:
      withinCap(failedCount?.total ?? 0) +
      (requestCount?.n ?? 0) +
      withinCap(flaggedCount?.total ?? 0) +
      withinCap(lateCount?.total ?? 0) +
      withinCap(stuckCount?.total ?? 0),
  };
}

async function chatsWaiting(db: Database): Promise<NonNullable<DashboardToday["chats"]>> {
  const name = sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;
  const lastText = sql<string | null>`(select substr(m.message, 1, 120) from chat_messages m
    where m.room_id = ${chatRooms.id} order by m.id desc limit 1)`;
  const [rows, [total]] = await db.batch([
    db
      .select({
        roomId: chatRooms.id,
        fullName: name,
        username: users.username,
        waitingSince: chatRooms.waitingSince,
        lastText,
      })
      .from(chatRooms)
      .leftJoin(users, eq(users.id, chatRooms.userId))
      .where(isNotNull(chatRooms.waitingSince))
      .orderBy(asc(chatRooms.waitingSince))
      .limit(LISTED),
    db.select({ n: count() }).from(chatRooms).where(isNotNull(chatRooms.waitingSince)),
  ]);
  const items: OpenChat[] = rows.map((r) => ({
    roomId: r.roomId,
    name: r.fullName ?? r.username ?? `Chat #${r.roomId}`,
    waitingSince: (r.waitingSince ?? new Date(0)).toISOString(),
    lastText: r.lastText,
  }));
  return { items, total: total?.n ?? 0 };
}

/**
 * The dashboard's first screen: today's takings (the Malaysia day so far), the orders waiting for
 * staff and the chats waiting for a reply, each only for staff who may act on it (null otherwise).
 */
export async function dashboardToday(
  db: Database,
  viewer: StaffIdentity,
  now = Date.now(),
): Promise<DashboardToday> {
  const seesOrders = allows(viewer, orderOperations.listOrders.access);
  const [sales, waitingOrders, chats] = await Promise.all([
    seesOrders ? todaysSales(db, now) : null,
    seesOrders ? ordersWaiting(db, now) : null,
    allows(viewer, chatOperations.listRooms.access) ? chatsWaiting(db) : null,
  ]);
  return { sales, orders: waitingOrders, chats };
}

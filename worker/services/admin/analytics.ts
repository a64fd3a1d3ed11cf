import { count, desc, gte, sql } from "drizzle-orm";
import type { Analytics, DailyPoint } from "../../../app/schemas/admin/analytics";
import type { Database } from "../../db/client";
import { auditLogs, contactSubmissions, orderDailyStats, products, siteImages } from "../../db/schema";
import { lowStockCount } from "./inventory";
import { allows, type StaffIdentity } from "./permissions";
import { recentAuditLogs } from "./records";
import { userCounts } from "./users";

const DAY = 24 * 60 * 60 * 1000;

/** The last `days` days ending today (UTC), with zero-filled gaps, so the chart has no holes. */
async function ordersPerDay(db: Database, now = Date.now(), days = 30): Promise<DailyPoint[]> {
  const start = Math.floor(now / DAY) * DAY - (days - 1) * DAY;
  const firstDay = new Date(start).toISOString().slice(0, 10);
  // Daily figures kept by triggers on orders (issue 17): a few rows per day, however many orders.
  const day = orderDailyStats.day;
  const rows = await db
    .select({
      day,
      orders: sql<number>`coalesce(sum(${orderDailyStats.orders}), 0)`,
      revenueSen: sql<number>`coalesce(sum(case when ${orderDailyStats.status} in ('paid', 'delivered') then ${orderDailyStats.revenueSen} else 0 end), 0)`,
    })
    .from(orderDailyStats)
    .where(gte(orderDailyStats.day, firstDay))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const key = new Date(start + i * DAY).toISOString().slice(0, 10);
    const row = byDay.get(key);
    return { day: key, orders: row?.orders ?? 0, revenueSen: row?.revenueSen ?? 0 };
  });
}

/**
 * The Analytics tab, open to every staff member. Its recent-activity rows come from the audit log,
 * so only viewers who may read the audit log get them (null otherwise), and never with the
 * address or browser of whoever acted.
 */
export async function analytics(db: Database, viewer: StaffIdentity, now = Date.now()): Promise<Analytics> {
  const [[productTotals], [imageTotals], [auditTotals], [contactTotals], byStatus] = await db.batch([
    db
      .select({
        total: count(),
        active: sql<number>`coalesce(sum(case when ${products.active} = 1 then 1 else 0 end), 0)`,
      })
      .from(products),
    db.select({ total: count() }).from(siteImages),
    db.select({ total: count() }).from(auditLogs),
    db.select({ total: count() }).from(contactSubmissions),
    db
      .select({ status: orderDailyStats.status, count: sql<number>`sum(${orderDailyStats.orders})` })
      .from(orderDailyStats)
      .groupBy(orderDailyStats.status)
      .having(sql`sum(${orderDailyStats.orders}) > 0`)
      .orderBy(desc(sql`sum(${orderDailyStats.orders})`)),
  ]);
  const [users, recent, daily, lowStock] = await Promise.all([
    userCounts(db, now),
    allows(viewer, "canViewAuditLogs") ? recentAuditLogs(db, 5) : null,
    ordersPerDay(db, now),
    lowStockCount(db),
  ]);
  return {
    users,
    products: { total: productTotals?.total ?? 0, active: productTotals?.active ?? 0 },
    siteImages: imageTotals?.total ?? 0,
    adminActions: auditTotals?.total ?? 0,
    contacts: contactTotals?.total ?? 0,
    lowStock,
    recentActivity: recent,
    ordersPerDay: daily,
    ordersByStatus: byStatus,
  };
}

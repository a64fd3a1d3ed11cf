import { count, sql } from "drizzle-orm";
import { type Analytics, DEFAULT_SALES_DAYS } from "../../../app/schemas/admin/analytics";
import type { Database } from "../../db/client";
import { auditLogs, contactSubmissions, products, siteImages } from "../../db/schema";
import { recentAuditLogs } from "../audit/audit-logs";
import { auditOperations } from "../audit/operations";
import { lowStockCount } from "../catalogue/inventory";
import { isPlan } from "../catalogue/sellable";
import { orderOperations } from "../orders/operations";
import { allows, type StaffIdentity } from "../staff/permissions";
import { userCounts } from "./customer-counts";
import { salesFigures } from "./sales";

/**
 * The Analytics tab, open to every staff member. Its recent-activity rows come from the audit log,
 * so only viewers who may read the audit log get them (null otherwise), and never with the
 * address or browser of whoever acted; the sales figures likewise only for those who may see orders.
 */
export async function analytics(
  db: Database,
  viewer: StaffIdentity,
  now = Date.now(),
  days = DEFAULT_SALES_DAYS,
): Promise<Analytics> {
  const [[productTotals], [imageTotals], [auditTotals], [contactTotals]] = await db.batch([
    db
      .select({
        total: count(),
        active: sql<number>`coalesce(sum(case when ${products.active} = 1 then 1 else 0 end), 0)`,
      })
      .from(products)
      .where(isPlan),
    db.select({ total: count() }).from(siteImages),
    db.select({ total: count() }).from(auditLogs),
    db.select({ total: count() }).from(contactSubmissions),
  ]);
  const [users, recent, sales, lowStock] = await Promise.all([
    userCounts(db, now),
    allows(viewer, auditOperations.listAuditLogs.access) ? recentAuditLogs(db, 5) : null,
    allows(viewer, orderOperations.listOrders.access) ? salesFigures(db, now, days) : null,
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
    sales,
  };
}

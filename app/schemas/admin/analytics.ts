import type { OrderStatus } from "../orders";
import type { AuditEntry } from "./records";
import type { UserCounts } from "./users";

// The Analytics tab; produced by worker/services/admin/analytics.ts.

export interface DailyPoint {
  day: string; // YYYY-MM-DD (UTC)
  orders: number;
  revenueSen: number;
}

export interface Analytics {
  users: UserCounts;
  products: { total: number; active: number };
  siteImages: number;
  adminActions: number;
  contacts: number;
  lowStock: number;
  /** Only for viewers who may read the audit log (null otherwise). */
  recentActivity: AuditEntry[] | null;
  ordersPerDay: DailyPoint[];
  ordersByStatus: { status: OrderStatus; count: number }[];
}

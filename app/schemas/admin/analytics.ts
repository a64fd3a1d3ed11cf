import type { OrderStatus } from "../orders";
import type { AuditEntry } from "./records";
import type { UserCounts } from "./users";

// The Analytics tab; produced by worker/services/analytics/overview.ts and sales.ts.

export interface DailyPoint {
  day: string; // YYYY-MM-DD, a Malaysia day
  /** Orders paid that day. */
  orders: number;
  /** What those orders paid, less what has been refunded of them since. */
  revenueSen: number;
}

/** The windows Analytics offers, in days; 30 unless asked otherwise. */
export const SALES_RANGES = [7, 30, 90] as const;
export const DEFAULT_SALES_DAYS = 30;

/** `?days=` as given (anything else is the default window). */
export function salesDays(value: string | null | undefined): number {
  const days = Number(value);
  return (SALES_RANGES as readonly number[]).includes(days) ? days : DEFAULT_SALES_DAYS;
}

export interface RankedSales {
  name: string;
  quantity: number;
  revenueSen: number;
}

/** Money over the last `days` Malaysia days (`from`..`to`), from the orders in D1. */
export interface SalesFigures {
  from: string;
  to: string;
  days: number;
  paidOrders: number;
  grossSen: number;
  refundedSen: number;
  netSen: number;
  /** Gross paid per paid order. */
  averageOrderSen: number;
  revenueByDay: DailyPoint[];
  /** Orders placed in the window, by their status now. */
  ordersByStatus: { status: OrderStatus; count: number }[];
  topPlans: RankedSales[];
  topDestinations: RankedSales[];
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
  /** Only for viewers who may see orders (null otherwise). */
  sales: SalesFigures | null;
}

/**
 * An order that waits for staff on the dashboard's first screen: its delivery failed, a refund was
 * asked for, or the supplier reports other data or days than the shop sold.
 */
export interface OrderNeedingAttention {
  orderId: number;
  customerName: string;
  totalAmountSen: number;
  reason: "failed" | "refund_request" | "supplier_mismatch" | "late_sim" | "stuck";
  /** When it started waiting: the order placed (failed, flagged), paid (late, stuck) or the request made. */
  since: string;
}

/** A chat whose customer wrote since staff last replied. */
export interface OpenChat {
  roomId: number;
  name: string;
  waitingSince: string;
  lastText: string | null;
}

/**
 * The dashboard's first screen: today's takings (the Malaysia day), what waits in Orders and in
 * Chat, each null for staff who may not see it. Lists hold the longest-waiting first, `total` all.
 */
export interface DashboardToday {
  sales: { day: string; orders: number; revenueSen: number } | null;
  orders: { items: OrderNeedingAttention[]; total: number } | null;
  chats: { items: OpenChat[]; total: number } | null;
}

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Activity, Image, Package, Users } from "~/components/ui/icons";
import { formatMalaysiaShort } from "~/lib/dates";
import type { Analytics, DashboardToday } from "~/schemas/admin/analytics";
import { auditTone } from "./audit-format";
import { auditActionText, humanise, staffName } from "./labels";
import { SalesPanels } from "./sales-panels";
import { StatCard } from "./stat-card";
import { TodayPanel } from "./today-panel";

/**
 * The dashboard: what needs doing today first (takings, waiting orders and chats), then the sales
 * of the window, then the shop's counts and recent activity.
 */
export function AnalyticsTab({ data, today, now }: { data: Analytics; today: DashboardToday; now: number }) {
  return (
    <div className="space-y-6">
      <TodayPanel today={today} now={now} />
      {data.sales ? (
        <SalesPanels sales={data.sales} />
      ) : (
        <Card>
          <h2 className="font-semibold">Sales</h2>
          <p className="mt-2 text-sm text-muted" data-testid="sales-hidden">
            Revenue and orders are shown to staff who may view orders.
          </p>
        </Card>
      )}
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4" data-testid="shop-counts">
        <StatCard
          label="Total Users"
          value={data.users.total}
          sub={`${data.users.active} active`}
          icon={Users}
        />
        <StatCard
          label="Total Products"
          value={data.products.total}
          sub={`${data.products.active} active`}
          icon={Package}
        />
        <StatCard label="Site Images" value={data.siteImages} icon={Image} />
        <StatCard label="Admin Actions" value={data.adminActions} sub="logged activities" icon={Activity} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="font-semibold">Recent Activity</h2>
          {data.recentActivity === null ? (
            <p className="mt-3 text-sm text-muted" data-testid="recent-activity-hidden">
              Recent activity is shown to staff who may view the audit log.
            </p>
          ) : data.recentActivity.length === 0 ? (
            <p className="mt-3 text-sm text-muted">No recent activity</p>
          ) : (
            <ul className="mt-3 divide-y divide-line" data-testid="recent-activity">
              {data.recentActivity.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <Badge tone={auditTone(entry.action)}>{humanise(entry.action)}</Badge>
                    <span className="text-ink">{auditActionText(entry)}</span>
                  </span>
                  <span className="text-xs text-subtle">
                    {staffName(entry)} · {formatMalaysiaShort(entry.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="font-semibold">User Status Overview</h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            {[
              ["Active", data.users.active, "success"],
              ["Banned", data.users.banned, "danger"],
              ["Deleted", data.users.deleted, "neutral"],
              ["Total Contacts", data.contacts, "info"],
            ].map(([label, value, tone]) => (
              <div key={label} className="rounded-control bg-canvas p-3 ring-1 ring-line">
                <dt className="text-muted">{label}</dt>
                <dd className="mt-1 text-xl font-bold tabular">
                  <Badge tone={tone as "success"}>{value}</Badge>
                </dd>
              </div>
            ))}
          </dl>
          {data.lowStock > 0 && (
            <p className="mt-3 text-sm text-warning-800">
              {data.lowStock} {data.lowStock === 1 ? "product is" : "products are"} at or below the low-stock
              threshold.
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}

import { Activity, Image, Package, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatUtcDateTime } from "~/lib/dates";
import type { Analytics } from "~/schemas/admin/analytics";
import { auditTone } from "./audit-format";
import { DailyOrdersChart, StatusBars } from "./charts";
import { auditActionText, humanise } from "./labels";

function StatCard({
  label,
  value,
  sub,
  icon: Icon,
}: {
  label: string;
  value: number;
  sub?: string;
  icon: typeof Users;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-primary-700" />
      </div>
      <p className="mt-2 text-3xl font-bold tabular">{value.toLocaleString("en-MY")}</p>
      {sub && <p className="mt-1 text-xs text-muted">{sub}</p>}
    </Card>
  );
}

export function AnalyticsTab({ data }: { data: Analytics }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="font-semibold">Orders and revenue, last 30 days</h2>
          <div className="mt-3">
            <DailyOrdersChart points={data.ordersPerDay} />
          </div>
        </Card>
        <Card>
          <h2 className="font-semibold">Orders by status</h2>
          <div className="mt-3">
            <StatusBars rows={data.ordersByStatus} />
          </div>
        </Card>
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
                    Admin #{entry.adminId} · {formatUtcDateTime(entry.createdAt)}
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

import { formatDay } from "~/lib/dates";
import { formatMyr, formatRm } from "~/lib/money";
import type { DailyPoint, RankedSales } from "~/schemas/admin/analytics";
import { ORDER_STATUS_LABELS } from "~/schemas/checkout";
import { humanise } from "./labels";

const W = 600;
const H = 160;

function niceMax(value: number): number {
  if (value <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/**
 * Net revenue per day as SVG bars, drawn on the server (no chart library in the bundle). The SVG
 * stretches to any width while its labels are HTML around it, so they stay 12 px on a 390 px phone
 * instead of shrinking with the drawing. The figures are also a table for screen readers.
 */
export function RevenueChart({ points }: { points: DailyPoint[] }) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.revenueSen)));
  const step = W / points.length;
  const height = (sen: number) => (Math.max(0, sen) / max) * H;
  const first = points[0]?.day ?? "";
  const last = points.at(-1)?.day ?? "";
  const middle = points[Math.floor(points.length / 2)]?.day ?? "";
  return (
    <figure>
      <div className="flex justify-between text-xs text-muted tabular">
        <span>{formatRm(max)}</span>
        <span>per day</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="mt-1 h-40 w-full border-b border-line"
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1={0} x2={W} y1={H * f} y2={H * f} className="stroke-line" strokeDasharray="4 4" />
        ))}
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={i * step + step * 0.15}
            width={step * 0.7}
            y={H - height(p.revenueSen)}
            height={height(p.revenueSen)}
            className="fill-primary-500"
          >
            <title>{`${p.day}: ${formatMyr(p.revenueSen)} from ${p.orders} paid orders`}</title>
          </rect>
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted tabular" aria-hidden="true">
        <span>{formatDay(first, "MMM d")}</span>
        <span>{formatDay(middle, "MMM d")}</span>
        <span>{formatDay(last, "MMM d")}</span>
      </div>
      <table className="sr-only">
        <caption>Net revenue and paid orders per day (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Paid orders</th>
            <th scope="col">Net revenue</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{p.day}</td>
              <td>{p.orders}</td>
              <td>{formatMyr(p.revenueSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Best sellers as labelled bars: the name and its figures above a bar scaled to the leader. */
export function RankedBars({ rows, empty, testId }: { rows: RankedSales[]; empty: string; testId: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const top = Math.max(1, ...rows.map((r) => r.revenueSen));
  return (
    <ol className="space-y-3" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.name}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium">{r.name}</span>
            <span className="shrink-0 text-muted tabular">
              {r.quantity} sold · {formatRm(r.revenueSen)}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-canvas ring-1 ring-line" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-primary-500"
              style={{ width: `${Math.max(2, (r.revenueSen / top) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

const STATUS_FILL: Record<string, string> = {
  paid: "bg-success-700",
  shipped: "bg-info-700",
  delivered: "bg-primary-700",
  pending: "bg-warning-800",
  cancelled: "bg-danger-700",
  refunded: "bg-subtle",
};

export function StatusBars({ rows }: { rows: { status: string; count: number }[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return <p className="text-sm text-muted">No orders yet</p>;
  return (
    <ul className="space-y-2">
      {rows.map((r) => (
        <li key={r.status}>
          <div className="flex justify-between text-sm">
            <span>{ORDER_STATUS_LABELS[r.status] ?? humanise(r.status)}</span>
            <span className="tabular text-muted">
              {r.count} ({Math.round((r.count / total) * 100)}%)
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-canvas ring-1 ring-line" aria-hidden="true">
            <div
              className={`h-2 rounded-full ${STATUS_FILL[r.status] ?? "bg-info-700"}`}
              style={{ width: `${Math.max(2, (r.count / total) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

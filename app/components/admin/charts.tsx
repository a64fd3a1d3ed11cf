import { formatRm } from "~/lib/money";
import type { DailyPoint } from "~/schemas/admin/analytics";

const W = 640;
const H = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/**
 * Orders (bars) and paid revenue in MYR (line) per day, drawn as SVG on the server: no chart
 * library in the bundle, and readable without JavaScript. A table follows for screen readers.
 */
export function DailyOrdersChart({ points }: { points: DailyPoint[] }) {
  const maxOrders = niceMax(Math.max(0, ...points.map((p) => p.orders)));
  const maxRevenue = Math.max(100, ...points.map((p) => p.revenueSen));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / points.length;
  const x = (i: number) => PAD.left + i * step + step / 2;
  const yOrders = (n: number) => PAD.top + innerH - (n / maxOrders) * innerH;
  const yRevenue = (sen: number) => PAD.top + innerH - (sen / maxRevenue) * innerH;
  const line = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${yRevenue(p.revenueSen).toFixed(1)}`)
    .join(" ");
  const totalOrders = points.reduce((sum, p) => sum + p.orders, 0);
  const totalRevenue = points.reduce((sum, p) => sum + p.revenueSen, 0);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="daily-chart-title" className="h-auto w-full">
        <title id="daily-chart-title">
          {`Orders and revenue per day, last 30 days: ${totalOrders} orders, ${formatRm(totalRevenue).replace("RM", "MYR")}`}
        </title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="stroke-line"
            />
            <text
              x={PAD.left - 6}
              y={PAD.top + innerH * (1 - f) + 4}
              textAnchor="end"
              className="fill-subtle text-[10px]"
            >
              {Math.round(maxOrders * f)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={yOrders(p.orders)}
            height={PAD.top + innerH - yOrders(p.orders)}
            rx={2}
            className="fill-primary-500"
          >
            <title>{`${p.day}: ${p.orders} orders, ${formatRm(p.revenueSen).replace("RM", "MYR")}`}</title>
          </rect>
        ))}
        <path d={line} fill="none" strokeWidth={2} className="stroke-accent-600" />
        {points.map((p, i) =>
          (i % 7 === 0 && points.length - 1 - i >= 4) || i === points.length - 1 ? (
            <text key={p.day} x={x(i)} y={H - 8} textAnchor="middle" className="fill-subtle text-[10px]">
              {p.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary-500" /> Orders per day
          (left axis)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent-600" />{" "}
          {totalRevenue === 0
            ? "Paid revenue (MYR): none yet"
            : `Paid revenue (MYR, peak ${formatRm(maxRevenue).replace("RM ", "")} a day)`}
        </span>
      </figcaption>
    </figure>
  );
}

const STATUS_FILL: Record<string, string> = {
  paid: "bg-success-700",
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
            <span className="capitalize">{r.status}</span>
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

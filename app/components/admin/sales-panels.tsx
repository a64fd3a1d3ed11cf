import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Banknote, ReceiptText, RotateCcw, ShoppingBag } from "~/components/ui/icons";
import { formatDay } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import { SALES_RANGES, type SalesFigures } from "~/schemas/admin/analytics";
import { RankedBars, RevenueChart, StatusBars } from "./charts";
import { StatCard } from "./stat-card";

/** The windows on offer, as links (the page reloads its figures for the window in the URL). */
function RangeLinks({ days }: { days: number }) {
  return (
    <nav aria-label="Sales period" className="flex gap-2">
      {SALES_RANGES.map((n) => (
        <Link
          key={n}
          to={`?days=${n}`}
          preventScrollReset
          aria-current={n === days ? "page" : undefined}
          className={buttonClass(n === days ? "primary" : "secondary", "sm")}
        >
          {n} days
        </Link>
      ))}
    </nav>
  );
}

/** The money half of Analytics: the window's takings, by day, by status and best sellers. */
export function SalesPanels({ sales }: { sales: SalesFigures }) {
  const range = `${formatDay(sales.from, "MMM d")} – ${formatDay(sales.to, "MMM d, yyyy")}, Malaysia days`;
  return (
    <section aria-labelledby="sales-heading" className="space-y-4" data-testid="sales">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-heading" className="text-lg font-semibold">
          Sales, last {sales.days} days
        </h2>
        <p className="text-sm text-muted">{range}</p>
      </div>
      <RangeLinks days={sales.days} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Net revenue"
          value={formatRm(sales.netSen)}
          sub="paid less refunded"
          icon={Banknote}
        />
        <StatCard label="Paid orders" value={sales.paidOrders} icon={ShoppingBag} />
        <StatCard label="Average order" value={formatRm(sales.averageOrderSen)} icon={ReceiptText} />
        <StatCard
          label="Refunded"
          value={formatRm(sales.refundedSen)}
          sub={`of ${formatRm(sales.grossSen)} paid`}
          icon={RotateCcw}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h3 className="font-semibold">Net revenue by day of payment</h3>
          <div className="mt-3">
            <RevenueChart points={sales.revenueByDay} />
          </div>
        </Card>
        <Card>
          <h3 className="font-semibold">Orders placed, by status</h3>
          <div className="mt-3">
            <StatusBars rows={sales.ordersByStatus} />
          </div>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="font-semibold">Top plans</h3>
          <div className="mt-3">
            <RankedBars rows={sales.topPlans} empty="No plans sold in this period" testId="top-plans" />
          </div>
        </Card>
        <Card>
          <h3 className="font-semibold">Top destinations</h3>
          <div className="mt-3">
            <RankedBars
              rows={sales.topDestinations}
              empty="No plans sold in this period"
              testId="top-destinations"
            />
          </div>
        </Card>
      </div>
    </section>
  );
}

import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Banknote, MessageCircle, PackageX } from "~/components/ui/icons";
import { formatDay, waitedFor } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { DashboardToday } from "~/schemas/admin/analytics";
import { countedText } from "~/schemas/admin/common";

const WORDS = {
  heading: "Today",
  sales: "Today's sales",
  salesSub: (day: string, orders: number) =>
    `${orders} ${orders === 1 ? "order" : "orders"} paid · ${formatDay(day, "MMM d")}, Malaysia time`,
  orders: "Orders needing attention",
  ordersNone:
    "Nothing waiting: no failed deliveries, refund requests, supplier figures to check, SIMs to post or stuck orders.",
  ordersAll: (n: number) => `All ${countedText(n)} in Orders`,
  reason: {
    failed: "Delivery failed",
    refund_request: "Refund requested",
    supplier_mismatch: "Supplier figures differ",
    late_sim: "SIM not shipped in a working day",
    stuck: "Paid, not delivered",
  },
  chats: "Open chats",
  chatsNone: "No customer is waiting for a reply.",
  chatsAll: (n: number) => `All ${n} in Chat`,
  waiting: (since: string, now: number) => `waiting ${waitedFor(since, now)}`,
};

/**
 * The dashboard's first screen, before the figures: today's takings (the Malaysia day), the
 * orders and chats waiting for staff, each a link to where it is handled. A panel the member may
 * not see is left out; with none, nothing is drawn.
 */
export function TodayPanel({ today, now }: { today: DashboardToday; now: number }) {
  const titleId = useId();
  if (!today.sales && !today.orders && !today.chats) return null;
  return (
    <section aria-labelledby={titleId} data-testid="dashboard-today" className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {WORDS.heading}
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {today.sales && (
          <Card>
            <div className="flex items-start justify-between">
              <h3 className="text-sm font-medium text-muted">{WORDS.sales}</h3>
              <Banknote aria-hidden="true" className="size-5 text-primary-700" />
            </div>
            <p className="mt-2 text-3xl font-bold tabular" data-testid="today-sales">
              {formatRm(today.sales.revenueSen)}
            </p>
            <p className="mt-1 text-xs text-muted">{WORDS.salesSub(today.sales.day, today.sales.orders)}</p>
          </Card>
        )}
        {today.orders && (
          <WaitingList
            title={WORDS.orders}
            icon={<PackageX aria-hidden="true" className="size-5 text-warning-800" />}
            testId="today-orders"
            empty={WORDS.ordersNone}
            total={today.orders.total}
            all={{ to: "/admin/orders", text: WORDS.ordersAll(today.orders.total) }}
            items={today.orders.items.map((o) => ({
              key: `${o.reason}-${o.orderId}`,
              to: `/admin/orders/${o.orderId}`,
              title: `#${o.orderId} · ${o.customerName}`,
              detail: `${WORDS.reason[o.reason]} · ${formatRm(o.totalAmountSen)} · ${WORDS.waiting(o.since, now)}`,
            }))}
          />
        )}
        {today.chats && (
          <WaitingList
            title={WORDS.chats}
            icon={<MessageCircle aria-hidden="true" className="size-5 text-accent-600" />}
            testId="today-chats"
            empty={WORDS.chatsNone}
            total={today.chats.total}
            all={{ to: "/admin/chat", text: WORDS.chatsAll(today.chats.total) }}
            items={today.chats.items.map((c) => ({
              key: String(c.roomId),
              to: `/admin/chat?room=${c.roomId}`,
              title: `${c.name} · ${WORDS.waiting(c.waitingSince, now)}`,
              detail: c.lastText ?? "",
            }))}
          />
        )}
      </div>
    </section>
  );
}

function WaitingList({
  title,
  icon,
  testId,
  empty,
  total,
  all,
  items,
}: {
  title: string;
  icon: ReactNode;
  testId: string;
  empty: string;
  total: number;
  all: { to: string; text: string };
  items: { key: string; to: string; title: string; detail: string }[];
}) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted">
          {title}{" "}
          <span className="ml-1 rounded-full bg-canvas px-2 py-0.5 text-xs font-bold text-ink tabular ring-1 ring-line">
            {total}
          </span>
        </h3>
        {icon}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line" data-testid={testId}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="block rounded-control py-2 hover:bg-canvas">
                <span className="block truncate text-sm font-semibold text-primary-700">{item.title}</span>
                {item.detail && <span className="block truncate text-xs text-muted">{item.detail}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > items.length && (
        <Link to={all.to} className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline">
          {all.text}
        </Link>
      )}
    </Card>
  );
}

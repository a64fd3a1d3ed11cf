import { Link } from "react-router";
import { OrderNextAction } from "~/components/account/order-state-panel";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { orderLineName, orderStateWords } from "~/components/account/order-words";
import { PlanThumb } from "~/components/plan/plan-thumb";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PackageOpen, Smartphone } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { formatMalaysiaTimeIn } from "~/lib/dates-i18n";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { myOrdersPageView } from "~/schemas/my-orders";
import { customerSessionGuard } from "../../worker/web/guards/customer-route.server";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { myOrders } from "../../worker/web/pages/orders/payments.server";
import type { Route } from "./+types/my-orders";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("orders.title")) },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

/** Cancelled payments are left out of the list and kept under their own tab (`?view=cancelled`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = myOrdersPageView(new URL(request.url).searchParams.get("view"));
  const locale = requestLocale(context);
  const { orders, ...rest } = await myOrders(context, { view, locale });
  // Times are written here, in the page's language: date-fns's locales stay out of the browser.
  const dated = orders.map((order) => ({
    ...order,
    createdAtText: formatMalaysiaTimeIn(locale, order.createdAt),
  }));
  return { view, ...rest, orders: dated, ...pageMessages(context, "orders", "orderState") };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders, view, cancelledCount } = loaderData;
  const t = useT();
  const href = useLocalePath();
  const here = view === "cancelled" ? "/my-orders?view=cancelled" : "/my-orders";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("orders.title")}</h1>
        <Link
          to={href("/my-esims")}
          data-testid="my-esims-link"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          <Smartphone aria-hidden="true" className="size-4" /> {t("orders.myEsims")}
        </Link>
      </div>
      {(cancelledCount > 0 || view === "cancelled") && (
        <ViewTabs view={view} cancelledCount={cancelledCount} />
      )}
      {orders.length === 0 ? (
        view === "cancelled" ? (
          <EmptyState icon={PackageOpen} title={t("orders.noCancelledTitle")} className="mt-8">
            {t("orders.noCancelledText")}
          </EmptyState>
        ) : (
          <EmptyState
            icon={PackageOpen}
            title={t("orders.emptyTitle")}
            className="mt-8"
            action={
              <Link to={href("/shop")} className={buttonClass("primary", "md", "mt-6")}>
                {t("orders.emptyAction")}
              </Link>
            }
          >
            {t("orders.emptyText")}
          </EmptyState>
        )
      ) : (
        <ol className="mt-6 flex flex-col gap-5">
          {orders.map((order) => (
            <li
              key={order.id}
              data-testid="order"
              className="rounded-card border border-line bg-white shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
                <div>
                  <h2 className="font-bold">
                    <Link
                      to={href(`/my-orders/${order.id}`)}
                      className="hover:text-primary-700 hover:underline"
                    >
                      {t("orders.number", { id: String(order.id) })}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">
                    <time dateTime={order.createdAt}>{order.createdAtText}</time>
                  </p>
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-4 border-b border-line px-5 py-2">
                <p className="text-sm font-semibold" data-testid="order-state-heading">
                  {orderStateWords(order, t).heading}
                </p>
                <OrderNextAction order={order} here={here} where="row" />
              </div>
              <ul className="divide-y divide-line px-5">
                {order.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-4 py-3">
                    <PlanThumb src={item.product.image} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{orderLineName(t, order, item.product)}</p>
                      <p className="text-sm text-muted">{item.product.region}</p>
                    </div>
                    <p className="tabular text-right text-sm">
                      <span className="text-muted">
                        {item.quantity} × {formatRm(item.priceSen)}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
              <div className="flex justify-between border-t border-line px-5 py-4">
                <span className="font-semibold">{t("orders.total")}</span>
                <span className="tabular font-bold" data-testid="order-total">
                  {formatRm(order.totalAmountSen)}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** "Orders" and "Cancelled (n)": plain links, so the server filters and no JavaScript is needed. */
function ViewTabs({ view, cancelledCount }: { view: "active" | "cancelled"; cancelledCount: number }) {
  const t = useT();
  const href = useLocalePath();
  const tab = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
      active ? "border-primary-700 text-primary-700" : "border-transparent text-muted hover:text-ink",
    );
  return (
    <nav aria-label={t("orders.tabsLabel")} className="mt-4 flex gap-2 border-b border-line">
      <Link
        to={href("/my-orders")}
        className={tab(view === "active")}
        aria-current={view === "active" ? "page" : undefined}
      >
        {t("orders.activeTab")}
      </Link>
      <Link
        to={href("/my-orders?view=cancelled")}
        className={tab(view === "cancelled")}
        aria-current={view === "cancelled" ? "page" : undefined}
        data-testid="cancelled-orders-tab"
      >
        {t("orders.cancelledTab", { count: cancelledCount })}
      </Link>
    </nav>
  );
}

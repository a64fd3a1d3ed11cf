import { PackageOpen, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { MY_ESIMS_WORDS } from "~/components/account/my-esims-words";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDay } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { isRefundable } from "~/schemas/order-lifecycle";
import { customerSessionGuard } from "../../worker/web/customer-route.server";
import { myOrders } from "../../worker/web/payments.server";
import type { Route } from "./+types/my-orders";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "My Orders") }];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context }: Route.LoaderArgs) {
  return { orders: await myOrders(context) };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My Orders</h1>
        <Link
          to="/my-esims"
          data-testid="my-esims-link"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          <Smartphone aria-hidden="true" className="size-4" /> {MY_ESIMS_WORDS.title}
        </Link>
      </div>
      {orders.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title="No orders yet"
          className="mt-8"
          action={
            <Link to="/shop" className={buttonClass("primary", "md", "mt-6")}>
              Start Shopping
            </Link>
          }
        >
          When you buy a plan, it will show up here.
        </EmptyState>
      ) : (
        <ol className="mt-8 flex flex-col gap-5">
          {orders.map((order) => (
            <li
              key={order.id}
              data-testid="order"
              className="rounded-card border border-line bg-white shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
                <div>
                  <h2 className="font-bold">
                    <Link to={`/my-orders/${order.id}`} className="hover:text-primary-700 hover:underline">
                      Order #{order.id}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">
                    <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  {isRefundable(order.status) && (
                    <Link
                      to={`/my-orders/${order.id}/esim`}
                      data-testid="order-delivery-link"
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
                    >
                      Install &amp; track
                    </Link>
                  )}
                  <OrderStatusBadge status={order.status} />
                </div>
              </div>
              <ul className="divide-y divide-line px-5">
                {order.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-4 py-3">
                    <img
                      src={item.product.image}
                      alt=""
                      width={96}
                      height={42}
                      loading="lazy"
                      className="aspect-[16/7] w-20 shrink-0 rounded-control bg-primary-50 object-cover sm:w-24"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{item.product.name}</p>
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
                <span className="font-semibold">Total</span>
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

import { CheckCircle2, Clock } from "lucide-react";
import { useEffect } from "react";
import { Link, redirect, useRevalidator } from "react-router";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { buttonClass } from "~/components/ui/button";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { positiveIdOrNull } from "~/schemas/id";
import { appContext } from "../../worker/web/context.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { getUserOrder } from "../../worker/web/payments.server";
import type { Route } from "./+types/checkout.success";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Payment received") }];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(new URL(request.url).searchParams.get("order"));
  const order = orderId
    ? await getUserOrder(context.get(appContext).db, customer.user.id, orderId).catch(() => null)
    : null;
  if (!order) throw redirect("/my-orders");
  return { order };
}

const WAITING = new Set(["pending", "paid"]);

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const revalidator = useRevalidator();
  const waiting = WAITING.has(order.status);
  // Follow the order while Stripe's webhook (or the bank, for FPX) and fulfilment catch up.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  const done = order.status === "paid" || order.status === "delivered";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <section
        className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
        data-testid="payment-success"
      >
        {done ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
        ) : (
          <Clock aria-hidden="true" className="mx-auto size-12 text-warning-800" />
        )}
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          Payment received — preparing your eSIM
        </h1>
        <p className="mt-3 text-muted" aria-live="polite" data-testid="success-status-text">
          {order.status === "pending" &&
            "We are waiting for the payment to be confirmed. Online banking (FPX) can take a few minutes."}
          {order.status === "paid" && "Your payment is confirmed. We are preparing your order now."}
          {order.status === "delivered" && "Your order is ready. You'll find it in My Orders."}
          {order.status === "cancelled" && "This payment did not go through, so the order was cancelled."}
          {(order.status === "refunded" || order.status === "failed") && "Please see the order for details."}
        </p>
        <p className="mt-4 flex items-center justify-center gap-3">
          <span className="font-semibold">Order #{order.id}</span>
          <OrderStatusBadge status={order.status} />
          <span className="tabular font-semibold">{formatRm(order.totalAmountSen)}</span>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={`/my-orders/${order.id}`} className={buttonClass("primary")}>
            View order
          </Link>
          {waiting && (
            <a
              href={`/checkout/success?order=${order.id}`}
              className={buttonClass("secondary")}
              data-testid="refresh-link"
            >
              Refresh status
            </a>
          )}
        </div>
      </section>
    </div>
  );
}

import { useEffect } from "react";
import { Link, redirect, useRevalidator } from "react-router";
import { OrderNextAction, OrderStateMessage } from "~/components/account/order-state-panel";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { orderStateWords } from "~/components/account/order-words";
import { buttonClass } from "~/components/ui/button";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { positiveIdOrNull } from "~/schemas/id";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { getUserOrder } from "../../worker/web/pages/orders/payments.server";
import type { Route } from "./+types/checkout.success";

// The page's title is the state's heading, so a tab in the background says the same as the page.
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = metaT({ location, matches });
  const heading = loaderData ? orderStateWords(loaderData.order, t).heading : t("checkout.success.title");
  return [{ title: pageTitle(matches, heading) }];
};

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(new URL(request.url).searchParams.get("order"));
  const order = orderId
    ? await getUserOrder(context.get(appContext).db, customer.user.id, orderId, {
        locale: requestLocale(context),
      }).catch(() => null)
    : null;
  if (!order) throw redirect(inRequestLanguage(context, "/my-orders"));
  // The order's state words are the account screens' (orderState, orders).
  return { order, ...pageMessages(context, "checkout", "orders", "orderState") };
}

/** Where Stripe sends the customer back: heading, sentence and next step follow the order's state alone. */
export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const revalidator = useRevalidator();
  const t = useT();
  const href = useLocalePath();
  const words = orderStateWords(order, t);
  const waiting = words.tone === "waiting";
  // Follow the order while Stripe's webhook (or the bank, for FPX) and fulfilment catch up.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <section
        className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        data-testid="payment-result"
      >
        <OrderStateMessage order={order} level="h1" />
        <p className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <span className="font-semibold">{t("orders.number", { id: String(order.id) })}</span>
          <OrderStatusBadge status={order.status} />
          <span className="tabular ml-auto font-semibold">{formatRm(order.totalAmountSen)}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <OrderNextAction order={order} here={`/checkout/success?order=${order.id}`} />
          {words.action.kind !== "order" && (
            <Link to={href(`/my-orders/${order.id}`)} className={buttonClass("secondary", "md")}>
              {t("orders.viewOrder")}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

import { Form, Link, redirect } from "react-router";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { buttonClass } from "~/components/ui/button";
import { XCircle } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { positiveIdOrNull } from "~/schemas/id";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { cancelReturn, getUserOrder } from "../../worker/web/pages/orders/payments.server";
import type { Route } from "./+types/checkout.cancel";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("checkout.cancel.title")) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

const orderIdOf = (request: Request) => positiveIdOrNull(new URL(request.url).searchParams.get("order"));

/**
 * Stripe's cancel URL. Visiting it changes nothing (any site could link here): the page offers to
 * cancel the order, which is a POST from this page (checked for origin like every form).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const orderId = orderIdOf(request);
  const order = orderId
    ? await getUserOrder(context.get(appContext).db, customer.user.id, orderId, {
        locale: requestLocale(context),
      }).catch(() => null)
    : null;
  if (!order) throw redirect(inRequestLanguage(context, "/cart"));
  return { order, ...pageMessages(context, "checkout", "orders", "orderState") };
}

/** "Cancel this order": the session is expired at once, so its stock comes back now, not in 30 minutes. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = signedInCustomer(context);
  const { db, env } = context.get(appContext);
  const orderId = orderIdOf(request);
  const cancelled = orderId !== null && (await cancelReturn(db, env, customer, orderId));
  const t = serverT(requestLocale(context));
  queueToast(
    context,
    cancelled
      ? { title: t("toast.cancel.done"), description: t("toast.cancel.doneText") }
      : { title: t("toast.cancel.failed"), description: t("toast.cancel.failedText") },
  );
  const next = cancelled ? "/cart" : orderId ? `/my-orders/${orderId}` : "/my-orders";
  return redirect(inRequestLanguage(context, next));
}

export default function CheckoutCancel({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const pending = order.status === "pending";
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <section
        className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
        data-testid="payment-cancelled"
      >
        <XCircle aria-hidden="true" className="mx-auto size-12 text-muted" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t("checkout.cancel.title")}</h1>
        <p className="mt-3 text-muted">
          {pending ? t("checkout.cancel.pending") : t("checkout.cancel.done")}
        </p>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <span className="font-semibold">{t("orders.number", { id: String(order.id) })}</span>
          <OrderStatusBadge status={order.status} />
          <span className="tabular font-semibold">{formatRm(order.totalAmountSen)}</span>
        </p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <Link to={href("/cart")} className={buttonClass("secondary")}>
            {t("checkout.backToCart")}
          </Link>
          {pending && (
            <Form method="post">
              <button
                type="submit"
                className={buttonClass("primary", "md", "w-full")}
                data-testid="cancel-order"
              >
                {t("checkout.cancel.cancelOrder")}
              </button>
            </Form>
          )}
        </div>
      </section>
    </div>
  );
}

import { data, Link } from "react-router";
import { OrderLines } from "~/components/account/order-lines";
import { OrderReceiptPanel } from "~/components/account/order-receipt-panel";
import { OrderNextAction, OrderStateMessage } from "~/components/account/order-state-panel";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import {
  orderLineName,
  orderNoteText,
  orderStateWords,
  REFUND_REQUEST_KEYS,
} from "~/components/account/order-words";
import { RefundRequestForm } from "~/components/account/refund-request-form";
import { OrderReviews } from "~/components/plan/order-reviews";
import { ArrowLeft } from "~/components/ui/icons";
import { formatMalaysiaTimeIn } from "~/lib/dates-i18n";
import { type MessageKey, metaT, richText, useLocale, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { RefundRequestSchema } from "~/schemas/checkout";
import { positiveIdOrNull } from "~/schemas/id";
import { actionFailure, formSuccess, invalidForm } from "../../worker/web/forms/action-result.server";
import { formAction, formIntent } from "../../worker/web/forms/form-action.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { getUserOrder, requestRefund } from "../../worker/web/pages/orders/payments.server";
import {
  EINVOICE_INTENT,
  einvoiceIntent,
  receiptSummary,
  receiptTimes,
} from "../../worker/web/pages/orders/receipts.server";
import {
  buyerReviewIntent,
  orderReviewPlans,
  REVIEW_INTENT,
} from "../../worker/web/pages/orders/reviews.server";
import type { Route } from "./+types/my-orders.detail";

/** The refund request's form posts no intent: a post naming none is one. */
const REFUND_REQUEST_INTENT = "refund-request";

export const meta: Route.MetaFunction = ({ params, matches, location }) => [
  {
    title: pageTitle(
      matches,
      metaT({ location, matches })("orders.number", { id: String(Number(params.id)) }),
    ),
  },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(params.id);
  const locale = requestLocale(context);
  const order = orderId
    ? await getUserOrder(context.get(appContext).db, customer.user.id, orderId, { locale }).catch(() => null)
    : null;
  // Another customer's order is simply not there.
  if (!order) throw data("Order not found", { status: 404 });
  const receipt = await receiptSummary(context.get(appContext).db, order.id);
  // Every time the page shows, written here in its language (date-fns's locales stay on the server).
  const at = (iso: string) => formatMalaysiaTimeIn(locale, iso);
  const times = {
    created: at(order.createdAt),
    paid: order.paidAt ? at(order.paidAt) : null,
    refundRequest: order.refundRequest ? at(order.refundRequest.createdAt) : null,
    timeline: Object.fromEntries(order.timeline.map((event) => [event.id, at(event.at)])),
  };
  return {
    order,
    times,
    receipt: receipt && { ...receipt, times: receiptTimes(locale, receipt.einvoice) },
    // A delivered order's plans, each with the form to review it or the customer's review of it.
    reviewPlans: await orderReviewPlans(context, { userId: customer.user.id, order, locale }),
    ...pageMessages(
      context,
      "orders",
      "orderState",
      "forms",
      "receipt",
      "einvoice",
      "promo",
      "credit",
      "review",
    ),
  };
}

/** "Request refund" (SPEC.md §9): an unused eSIM within 7 days; staff decide in the back office. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(params.id);
  if (!orderId) throw data("Order not found", { status: 404 });
  const t = serverT(requestLocale(context));
  return formAction(request, {
    only: REFUND_REQUEST_INTENT,
    intents: {
      [EINVOICE_INTENT]: einvoiceIntent(context, orderId),
      [REVIEW_INTENT]: buyerReviewIntent(request, context),
      [REFUND_REQUEST_INTENT]: formIntent({
        schema: RefundRequestSchema,
        read: ({ fields }) => ({ reason: fields.reason ?? "" }),
        run: async (input) => {
          await requestRefund(context.get(appContext).db, {
            userId: customer.user.id,
            orderId,
            reason: input.reason,
          });
          return formSuccess(context, {
            title: t("orders.refund.doneTitle"),
            description: t("orders.refund.doneText"),
          });
        },
        invalid: (errors, { fields }) => invalidForm(errors, { values: fields }),
        failure: (error) => actionFailure(error, {}, { context, title: t("orders.refund.refused") }),
      }),
    },
  });
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, times, receipt, reviewPlans } = loaderData;
  const t = useT();
  const locale = useLocale();
  const noteOf = (note: string | null) => orderNoteText(t, locale, note);
  // A plan to review is named as its line is, in the page's language.
  const planName = (plan: { productId: number; name: string }) => {
    const line = order.items.find((item) => item.productId === plan.productId);
    return line ? orderLineName(t, order, line) : plan.name;
  };
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Link
        to={href("/my-orders")}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t("orders.title")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("orders.number", { id: String(order.id) })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {richText(t, "orders.placed", { on: <time dateTime={order.createdAt}>{times.created}</time> })}
      </p>
      <section
        className="mt-6 rounded-card border border-line bg-white p-5 shadow-card"
        aria-label={t("orders.stateLabel")}
      >
        <OrderStateMessage order={order} />
        {/* "View order" would lead here again. */}
        {orderStateWords(order, t).action.kind !== "order" && (
          <OrderNextAction order={order} here={`/my-orders/${order.id}`} className="mt-4 w-full sm:w-auto" />
        )}
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <OrderLines order={order} />
          <OrderReviews
            plans={reviewPlans.map((plan) => ({ ...plan, name: planName(plan) }))}
            actionData={actionData}
          />
        </div>

        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="payment-title"
            className="rounded-card border border-line bg-white p-5 shadow-card"
          >
            <h2 id="payment-title" className="font-bold">
              {t("orders.payment")}
            </h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              <div>
                <dt className="text-muted">{t("orders.method")}</dt>
                <dd className="font-medium" data-testid="payment-method">
                  {order.paymentMethod
                    ? methodLabel(t, order.paymentMethod)
                    : t(order.status === "pending" ? "orders.method.notPaid" : "orders.method.checkout")}
                </dd>
              </div>
              {order.paidAt && (
                <div>
                  <dt className="text-muted">{t("orders.paid")}</dt>
                  <dd className="font-medium">
                    <time dateTime={order.paidAt}>{times.paid}</time>
                  </dd>
                </div>
              )}
              {order.shippingAddress && (
                <div>
                  <dt className="text-muted">{t("orders.shipsTo")}</dt>
                  <dd className="font-medium">
                    {order.shippingAddress.customerName}, {order.shippingAddress.address},{" "}
                    {order.shippingAddress.postalCode} {order.shippingAddress.city},{" "}
                    {order.shippingAddress.state}, {order.shippingAddress.country}
                  </dd>
                </div>
              )}
            </dl>
          </section>

          {receipt && (
            <OrderReceiptPanel
              orderId={order.id}
              receipt={receipt}
              times={receipt.times}
              actionData={actionData}
            />
          )}

          <section
            aria-labelledby="timeline-title"
            className="rounded-card border border-line bg-white p-5 shadow-card"
          >
            <h2 id="timeline-title" className="font-bold">
              {t("orders.statusHistory")}
            </h2>
            <ol
              className="mt-3 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm"
              data-testid="order-timeline"
            >
              {order.timeline.map((event) => (
                <li key={event.id}>
                  <p className="font-medium">{statusLabel(t, event.to)}</p>
                  <p className="text-muted">
                    <time dateTime={event.at}>{times.timeline[event.id]}</time>
                    {noteOf(event.note) ? ` · ${noteOf(event.note)}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          {order.refundRequest ? (
            <p
              className="rounded-card border border-line bg-white p-5 text-sm shadow-card"
              data-testid="refund-request-status"
            >
              {t(REFUND_REQUEST_KEYS[order.refundRequest.status], { on: times.refundRequest ?? "" })}
            </p>
          ) : order.canRequestRefund ? (
            <RefundRequestForm actionData={actionData} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A payment method's name; one Stripe adds later shows as Stripe names it (GrabPay is a brand). */
function methodLabel(t: ReturnType<typeof useT>, method: string): string {
  if (method === "card" || method === "fpx") return t(`orders.method.${method}`);
  return method === "grabpay" ? "GrabPay" : method;
}

/** A status in the order's history, as the timeline names it. */
function statusLabel(t: ReturnType<typeof useT>, status: string): string {
  const key = `orders.timeline.${status}` as MessageKey;
  const label = t(key);
  return label === key ? status : label;
}

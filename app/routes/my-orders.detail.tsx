import { ArrowLeft } from "lucide-react";
import { data, Form, Link } from "react-router";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { buttonClass } from "~/components/ui/button";
import { formatDay } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import { pageTitle } from "~/lib/seo";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, RefundRequestSchema } from "~/schemas/checkout";
import { positiveIdOrNull } from "~/schemas/id";
import { isRefundable } from "~/schemas/order-lifecycle";
import { actionFailure, formSuccess, invalidForm } from "../../worker/web/action-result.server";
import { appContext } from "../../worker/web/context.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { getUserOrder, requestRefund } from "../../worker/web/payments.server";
import type { Route } from "./+types/my-orders.detail";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Order #${params.id}`) },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(params.id);
  const order = orderId
    ? await getUserOrder(context.get(appContext).db, customer.user.id, orderId).catch(() => null)
    : null;
  // Another customer's order is simply not there.
  if (!order) throw data("Order not found", { status: 404 });
  return { order };
}

/** "Request refund" (SPEC.md §9): an unused eSIM within 7 days; staff decide in the back office. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = signedInCustomer(context);
  const orderId = positiveIdOrNull(params.id);
  if (!orderId) throw data("Order not found", { status: 404 });
  const form = await request.formData();
  const parsed = RefundRequestSchema.safeParse({ reason: form.get("reason") ?? "" });
  if (!parsed.success) return invalidForm({ reason: parsed.error.issues[0]?.message ?? "Invalid reason" });
  try {
    await requestRefund(context.get(appContext).db, {
      userId: customer.user.id,
      orderId,
      reason: parsed.data.reason,
    });
  } catch (error) {
    return actionFailure(error, {}, { context, title: "Refund not requested" });
  }
  return formSuccess(context, { title: "Refund requested", description: "We'll review it within 24 hours." });
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Link
        to="/my-orders"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> My Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Order #{order.id}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Placed <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time> ·{" "}
        {ORDER_STATUS_LABELS[order.status] ?? order.status}
      </p>
      {isRefundable(order.status) && (
        <Link
          to={`/my-orders/${order.id}/esim`}
          data-testid="order-detail-delivery-link"
          className={buttonClass("primary", "md", "mt-4")}
        >
          Install your eSIM &amp; track delivery
        </Link>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <section
          aria-labelledby="lines-title"
          className="rounded-card border border-line bg-white shadow-card"
        >
          <h2 id="lines-title" className="border-b border-line px-5 py-4 font-bold">
            What you bought
          </h2>
          <ul className="divide-y divide-line px-5">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-center gap-4 py-3" data-testid="order-line">
                <img
                  src={item.image}
                  alt=""
                  width={96}
                  height={42}
                  loading="lazy"
                  className="aspect-[16/7] w-20 shrink-0 rounded-control bg-primary-50 object-cover sm:w-24"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.name}</p>
                  <p className="text-sm text-muted">
                    {item.type} · {item.quantity} × {formatRm(item.priceSen)}
                  </p>
                  {item.refundedAmountSen > 0 && (
                    <p className="text-sm text-muted">Refunded {formatRm(item.refundedAmountSen)}</p>
                  )}
                </div>
                <p className="tabular font-semibold">{formatRm(item.lineTotalSen)}</p>
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-2 border-t border-line px-5 py-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Shipping</dt>
              <dd className="font-medium text-success-700">Free</dd>
            </div>
            <div className="flex justify-between text-base">
              <dt className="font-semibold">Total</dt>
              <dd className="tabular font-bold" data-testid="order-total">
                {formatRm(order.totalAmountSen)}
              </dd>
            </div>
            {order.refundedAmountSen > 0 && (
              <div className="flex justify-between">
                <dt className="text-muted">Refunded</dt>
                <dd className="tabular font-medium">{formatRm(order.refundedAmountSen)}</dd>
              </div>
            )}
          </dl>
        </section>

        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="payment-title"
            className="rounded-card border border-line bg-white p-5 shadow-card"
          >
            <h2 id="payment-title" className="font-bold">
              Payment
            </h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              <div>
                <dt className="text-muted">Method</dt>
                <dd className="font-medium" data-testid="payment-method">
                  {order.paymentMethod
                    ? (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod)
                    : order.status === "pending"
                      ? "Not paid yet"
                      : "Stripe Checkout (card, FPX or GrabPay)"}
                </dd>
              </div>
              {order.paidAt && (
                <div>
                  <dt className="text-muted">Paid</dt>
                  <dd className="font-medium">{formatDay(order.paidAt)}</dd>
                </div>
              )}
              {order.shippingAddress && (
                <div>
                  <dt className="text-muted">Ships to</dt>
                  <dd className="font-medium">
                    {order.shippingAddress.customerName}, {order.shippingAddress.address},{" "}
                    {order.shippingAddress.postalCode} {order.shippingAddress.city},{" "}
                    {order.shippingAddress.state}, {order.shippingAddress.country}
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <section
            aria-labelledby="timeline-title"
            className="rounded-card border border-line bg-white p-5 shadow-card"
          >
            <h2 id="timeline-title" className="font-bold">
              Status history
            </h2>
            <ol
              className="mt-3 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm"
              data-testid="order-timeline"
            >
              {order.timeline.map((event) => (
                <li key={event.id}>
                  <p className="font-medium">{ORDER_STATUS_LABELS[event.to] ?? event.to}</p>
                  <p className="text-muted">
                    <time dateTime={event.at}>{formatDay(event.at, "MMM dd, yyyy HH:mm")}</time>
                    {event.note ? ` · ${event.note}` : ""}
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
              Refund request {order.refundRequest.status} ({formatDay(order.refundRequest.createdAt)}).
            </p>
          ) : order.canRequestRefund ? (
            <Form method="post" className="rounded-card border border-line bg-white p-5 shadow-card">
              <h2 className="font-bold">Request a refund</h2>
              <p className="mt-1 text-sm text-muted">
                A full refund for an unused, not-yet-activated eSIM within 7 days of purchase.
              </p>
              <label htmlFor="reason" className="mt-3 block text-sm font-semibold">
                Why?
              </label>
              <textarea
                id="reason"
                name="reason"
                rows={3}
                required
                minLength={5}
                className="mt-1 w-full rounded-control border border-line px-3 py-2 text-base"
              />
              {failure && (
                <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
                  {failure.error}
                </p>
              )}
              <button type="submit" className={buttonClass("secondary", "md", "mt-3 w-full")}>
                Request refund
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}

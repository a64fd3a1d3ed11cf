import { type ReactNode, useId } from "react";
import { CustomerLink } from "~/components/admin/customer-link";
import { IntentButton } from "~/components/admin/intent-actions";
import { paymentMethodText } from "~/components/admin/labels";
import { RefundButton } from "~/components/admin/refund-dialog";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { formatMalaysiaShort } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { OrderDeskView } from "~/schemas/admin/order-desk";
import { ORDER_STATUS_LABELS } from "~/schemas/checkout";
import { wasPaid } from "~/schemas/order-lifecycle";
import { canRefund } from "./rules";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4 lg:flex-col lg:gap-0.5">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere] sm:text-right lg:text-left">{children}</dd>
    </div>
  );
}

function SideCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <Card labelledBy={titleId}>
      <div data-testid={testId}>
        <h3 id={titleId} className="text-lg font-semibold">
          {title}
        </h3>
        {children}
      </div>
    </Card>
  );
}

export function CustomerCard({ order }: { order: OrderDeskView }) {
  const { customer, shippingAddress: ship } = order;
  return (
    <SideCard title="Customer" testId="desk-customer">
      <dl className="mt-3 space-y-2 text-sm">
        <Row label="Name">{customer.name}</Row>
        <Row label="E-mail">
          <a href={`mailto:${customer.email}`} className="text-primary-700 hover:underline">
            {customer.email}
          </a>
        </Row>
        <Row label="Account">
          {customer.username && customer.userId !== null ? (
            <CustomerLink userId={customer.userId} className="text-primary-700 hover:underline">
              {customer.username}
            </CustomerLink>
          ) : (
            "Guest or deleted account"
          )}
          {customer.accountEmail && <span className="block text-muted">now {customer.accountEmail}</span>}
        </Row>
        {ship && (
          <Row label="Ships to">
            {ship.customerName && <span className="block">{ship.customerName}</span>}
            {ship.address}, {ship.postalCode} {ship.city}, {ship.state}, {ship.country}
            {ship.phone && <span className="block tabular">{ship.phone}</span>}
          </Row>
        )}
      </dl>
    </SideCard>
  );
}

export function PaymentCard({ order }: { order: OrderDeskView }) {
  const { payment } = order;
  return (
    <SideCard title="Payment" testId="desk-payment">
      <dl className="mt-3 space-y-2 text-sm">
        <Row label="Method">
          <span data-testid="desk-payment-method">
            {payment.method
              ? paymentMethodText(payment.method, payment.brand, payment.last4)
              : order.paidAt || wasPaid(order.status)
                ? "—"
                : "Not paid yet"}
          </span>
        </Row>
        {order.discountAmountSen > 0 && (
          <Row label="Discount">
            <span className="tabular" data-testid="desk-discount">
              −{formatRm(order.discountAmountSen)} ({order.promoCode})
            </span>
          </Row>
        )}
        <Row label="Total">
          <span className="tabular">{formatRm(order.totalAmountSen)}</span>
        </Row>
        <Row label="Refunded">
          <span className="tabular" data-testid="desk-refunded">
            {formatRm(order.refundedAmountSen)}
          </span>
        </Row>
        {order.creditAmountSen > 0 && (
          <>
            <Row label="Paid with credit">
              <span className="tabular">{formatRm(order.creditAmountSen)}</span>
            </Row>
            <Row label="Credit refunded">
              <span className="tabular" data-testid="desk-credit-refunded">
                {formatRm(order.creditRefundedSen)}
              </span>
            </Row>
          </>
        )}
        {order.refundedAmountSen > 0 && (
          <Row label="Net">
            <span className="tabular">{formatRm(order.totalAmountSen - order.refundedAmountSen)}</span>
          </Row>
        )}
        {order.paidAt && <Row label="Paid">{formatMalaysiaShort(order.paidAt)}</Row>}
        <Row label="Payment intent">
          <span className="font-mono text-xs">{payment.paymentIntentId ?? "—"}</span>
        </Row>
        <Row label="Charge">
          <span className="font-mono text-xs" data-testid="desk-charge">
            {payment.chargeId ?? "—"}
          </span>
        </Row>
        <Row label="Checkout session">
          <span className="font-mono text-xs">{payment.checkoutSessionId ?? "—"}</span>
        </Row>
      </dl>
      <h4 className="mt-4 text-sm font-semibold">Refunds</h4>
      {payment.refunds.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          {order.refundedAmountSen > 0 ? "— (made before refund ids were kept, or in Stripe)" : "None"}
        </p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" data-testid="desk-refunds">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-mono text-xs break-all">{refund.id}</span>
              <span className="tabular font-medium">{formatRm(refund.amountSen)}</span>
              <span className="w-full text-xs text-muted">
                {refund.lineName ?? "Whole order"} · {formatMalaysiaShort(refund.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {payment.stripeEvents.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">Stripe events</h4>
          <ul className="mt-1 space-y-1 text-xs">
            {payment.stripeEvents.map((event) => (
              <li key={event.id} className="break-all">
                <span className="font-medium">{event.type}</span>{" "}
                <span className="text-muted">
                  · {event.outcome} · {formatMalaysiaShort(event.at)} ·{" "}
                  <span className="font-mono">{event.id}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </SideCard>
  );
}

export function TimelineCard({ timeline }: { timeline: OrderDeskView["timeline"] }) {
  return (
    <SideCard title="Status history">
      <ol
        className={cn("mt-3 space-y-3 text-sm", timeline.length > 0 && "border-l-2 border-line pl-4")}
        data-testid="desk-timeline"
      >
        {timeline.length === 0 && <li className="text-muted">No status changes recorded.</li>}
        {timeline.map((event) => (
          <li key={event.id}>
            <p className="font-medium">{ORDER_STATUS_LABELS[event.to] ?? event.to}</p>
            <p className="text-muted">
              {formatMalaysiaShort(event.at)} · by {event.by}
              {event.note ? ` · ${event.note}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </SideCard>
  );
}

/** An eSIM still issued that the supplier does not report as untouched: approving needs an override. */
const hasUsedEsim = (order: OrderDeskView) =>
  order.esims.some((esim) => esim.status === "issued" && esim.usage?.status !== "not_installed");

const REQUEST_TONES = { requested: "warning", approved: "success", declined: "neutral" } as const;

export function RefundRequestsCard({ order, canDecide }: { order: OrderDeskView; canDecide: boolean }) {
  if (order.refundRequests.length === 0) return null;
  return (
    <SideCard title="Refund requests" testId="desk-refund-requests">
      <ul className="mt-3 space-y-3 text-sm">
        {order.refundRequests.map((request) => (
          <li key={request.id} className="space-y-2">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={REQUEST_TONES[request.status]}>{request.status}</Badge>
              <span className="text-muted">{formatMalaysiaShort(request.createdAt)}</span>
            </p>
            <p>“{request.reason}”</p>
            {canDecide && request.status === "requested" && (
              <div className="flex flex-wrap gap-2">
                {canRefund(order) && (
                  <RefundButton
                    look="primary"
                    label="Approve and refund"
                    target={{ orderId: order.id, refund: order.refundable, requestId: request.id }}
                  />
                )}
                {canRefund(order) && hasUsedEsim(order) && (
                  <RefundButton
                    label="Approve although used"
                    target={{
                      orderId: order.id,
                      refund: order.refundable,
                      requestId: request.id,
                      override: true,
                    }}
                  />
                )}
                <IntentButton intent="decline-refund-request" fields={{ requestId: request.id }}>
                  Decline
                </IntentButton>
              </div>
            )}
          </li>
        ))}
      </ul>
    </SideCard>
  );
}

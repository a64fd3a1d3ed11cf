import { Link } from "react-router";
import { ConfirmButton, IntentButton } from "~/components/admin/intent-actions";
import { ORDER_TONES } from "~/components/admin/labels";
import { RefundButton } from "~/components/admin/refund-dialog";
import { Badge } from "~/components/ui/badge";
import { AlertTriangle, ArrowLeft } from "~/components/ui/icons";
import { formatMalaysiaShort } from "~/lib/dates";
import type { FormFailure } from "~/lib/form-errors";
import { formatRm } from "~/lib/money";
import type { OrderDeskView } from "~/schemas/admin/order-desk";
import { ORDER_STATUS_LABELS } from "~/schemas/checkout";
import { EmailsCard, EsimsCard, LinesCard } from "./main-cards";
import { canCancel, canRefund, canRetry, type DeskPermissions } from "./rules";
import { CustomerCard, PaymentCard, RefundRequestsCard, TimelineCard } from "./side-cards";

/** /admin/orders/:id: one order with everything staff need to act on it. */
export function OrderDesk({
  order,
  can,
  failure,
}: {
  order: OrderDeskView;
  can: DeskPermissions;
  /** A refused post without JavaScript (with it, the failure is a toast). */
  failure: FormFailure | null;
}) {
  return (
    <div className="space-y-6" data-testid="order-desk">
      <div>
        <Link
          to="/admin/orders"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All orders
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold tracking-tight">Order #{order.id}</h2>
          <span data-testid="desk-status" data-status={order.status}>
            <Badge tone={ORDER_TONES[order.status] ?? "neutral"}>
              {ORDER_STATUS_LABELS[order.status] ?? order.status}
            </Badge>
          </span>
        </div>
        {order.kind === "topup" && (
          <p className="mt-1 text-sm font-medium" data-testid="desk-topup-plan">
            Top-up of {order.topupPlan ?? "an eSIM whose plan is unknown"}
          </p>
        )}
        <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
          {order.customer.name} · {order.customer.email}
        </p>
        <p className="text-sm text-muted">
          Placed {formatMalaysiaShort(order.createdAt)} ·{" "}
          <span className="tabular font-medium text-ink">{formatRm(order.totalAmountSen)}</span>
          {order.refundedAmountSen > 0 && <> · refunded {formatRm(order.refundedAmountSen)}</>}
        </p>
        <OrderActionsBar order={order} can={can} />
      </div>
      {order.supplierMismatch && <SupplierMismatch text={order.supplierMismatch} canClear={can.refund} />}
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-card bg-danger-50 p-4 text-sm text-danger-700"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {failure.error}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <LinesCard order={order} can={can} />
          <EsimsCard esims={order.esims} />
          <EmailsCard emails={order.emails} canResend={can.resend} />
        </div>
        <div className="min-w-0 space-y-6">
          <RefundRequestsCard order={order} canDecide={can.refund} />
          <CustomerCard order={order} />
          <PaymentCard order={order} />
          <TimelineCard timeline={order.timeline} />
        </div>
      </div>
    </div>
  );
}

/** The supplier delivered other figures than were sold: staff settle it, then mark it checked. */
function SupplierMismatch({ text, canClear }: { text: string; canClear: boolean }) {
  return (
    <section
      aria-label="Supplier figures differ"
      className="flex flex-wrap items-start gap-3 rounded-card bg-warning-50 p-4 text-sm text-warning-800 ring-1 ring-warning-800/20"
      data-testid="desk-supplier-mismatch"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="font-semibold">Supplier figures differ from what was sold</p>
        <p className="mt-1">{text}</p>
        <p className="mt-1">
          The customer sees the supplier's figures. Refund, top up or tell them, then mark it checked.
        </p>
      </div>
      {canClear && (
        <IntentButton intent="supplier-checked" variant="secondary">
          Mark checked
        </IntentButton>
      )}
    </section>
  );
}

/** The order-wide actions this member may take on an order in this state (none: no bar). */
function OrderActionsBar({ order, can }: { order: OrderDeskView; can: DeskPermissions }) {
  const refund = can.refund && canRefund(order);
  const cancel = can.refund && canCancel(order);
  const retry = can.refund && canRetry(order);
  if (!refund && !cancel && !retry) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2" data-testid="desk-actions">
      {retry && (
        <IntentButton intent="retry-fulfilment" variant="primary">
          Retry fulfilment
        </IntentButton>
      )}
      {refund && (
        <RefundButton
          label={order.refundedAmountSen > 0 ? "Refund the rest" : "Refund order"}
          target={{ orderId: order.id, refund: order.refundable }}
        />
      )}
      {cancel && (
        <ConfirmButton
          intent="cancel-unpaid"
          label="Cancel order"
          title={`Cancel order #${order.id}?`}
          description="Its payment page stops working and the reserved stock goes back on sale."
          confirmLabel="Cancel order"
        />
      )}
    </div>
  );
}

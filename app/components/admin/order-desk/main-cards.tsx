import { useId } from "react";
import { EsimUsage } from "~/components/account/esim-card";
import { IntentButton } from "~/components/admin/intent-actions";
import { RefundButton } from "~/components/admin/refund-dialog";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatMalaysiaShort } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { OrderDeskEmail, OrderDeskEsim, OrderDeskView } from "~/schemas/admin/order-desk";
import { EMAIL_TONES, emailStatusText, emailTemplateText, humanise } from "../labels";
import { ShipButton } from "./actions";
import { canMarkDelivered, canRefundLine, canResend, canShip, type DeskPermissions } from "./rules";

const FULFILMENT_TONES: Record<string, "success" | "warning" | "danger" | "neutral" | "info"> = {
  pending: "warning",
  ordering: "warning",
  ordered: "info",
  done: "success",
  shipped: "info",
  delivered: "success",
  failed: "danger",
};

export function LinesCard({ order, can }: { order: OrderDeskView; can: DeskPermissions }) {
  const titleId = useId();
  return (
    <Card labelledBy={titleId}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          Lines
        </h3>
        {order.shippingAddress && order.lines.some((line) => line.type === "Physical SIM") && (
          <a
            href={`/admin/orders/packing-slips?order=${order.id}`}
            className={buttonClass("secondary", "sm")}
          >
            Packing slip
          </a>
        )}
      </div>
      <ul className="mt-2 divide-y divide-line">
        {order.lines.map((line) => (
          <li
            key={line.id}
            data-testid="desk-line"
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted">
                {line.type} · {line.quantity} × <span className="tabular">{formatRm(line.priceSen)}</span>
              </p>
              {line.fulfilment && (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={FULFILMENT_TONES[line.fulfilment.status] ?? "neutral"}>
                    {humanise(line.fulfilment.status)}
                  </Badge>
                  {line.fulfilment.trackingNumber && (
                    <span data-testid="desk-tracking">
                      {line.fulfilment.carrier} {line.fulfilment.trackingNumber}
                    </span>
                  )}
                  {line.fulfilment.lastError && line.fulfilment.status !== "done" && (
                    <span className="text-danger-700">{line.fulfilment.lastError}</span>
                  )}
                </p>
              )}
              {line.refundedAmountSen > 0 && (
                <p className="mt-1 text-sm text-muted">Refunded {formatRm(line.refundedAmountSen)}</p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
              <p className="tabular font-semibold">{formatRm(line.lineTotalSen)}</p>
              {can.ship && canShip(order, line) && (
                <ShipButton orderItemId={line.id} productName={line.name} address={order.shippingAddress} />
              )}
              {can.deliver && canMarkDelivered(order, line) && (
                <IntentButton intent="delivered" fields={{ orderItemId: line.id }}>
                  Mark delivered
                </IntentButton>
              )}
              {can.refund && canRefundLine(order, line) && (
                <RefundButton
                  label="Refund line"
                  target={{
                    orderId: order.id,
                    refund: line.refundable,
                    line: { id: line.id, name: line.name },
                  }}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function EsimsCard({ esims }: { esims: OrderDeskEsim[] }) {
  const titleId = useId();
  if (esims.length === 0) return null;
  return (
    <Card labelledBy={titleId}>
      <h3 id={titleId} className="text-lg font-semibold">
        eSIMs
      </h3>
      <ul className="mt-2 divide-y divide-line">
        {esims.map((esim) => (
          <li key={esim.id} data-testid="desk-esim" className="space-y-1 py-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{esim.productName}</span>
              <Badge tone="neutral">{humanise(esim.status)}</Badge>
            </p>
            <p className="text-sm">
              <span className="text-muted">ICCID </span>
              <span className="break-all font-mono">{esim.iccid}</span>
            </p>
            <EsimUsage usage={esim.usage} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function EmailsCard({
  emails,
  canResend: mayResend,
}: {
  emails: OrderDeskEmail[];
  canResend: boolean;
}) {
  const titleId = useId();
  return (
    <Card labelledBy={titleId}>
      <h3 id={titleId} className="text-lg font-semibold">
        E-mails
      </h3>
      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No e-mails for this order yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {emails.map((email) => (
            <li key={email.id} data-testid="desk-email" className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{email.subject ?? emailTemplateText(email.template)}</span>
                  <Badge tone={EMAIL_TONES[email.status] ?? "info"}>{emailStatusText(email.status)}</Badge>
                </p>
                <p className="text-muted [overflow-wrap:anywhere]">
                  To {email.to} · {formatMalaysiaShort(email.sentAt ?? email.createdAt)}
                </p>
                {email.lastError && <p className="text-danger-700">{email.lastError}</p>}
              </div>
              {mayResend && canResend(email.status) && (
                <IntentButton intent="resend-email" fields={{ emailId: email.id }}>
                  Resend
                </IntentButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// The minimal back-office pieces for payments (keys and mode in Settings; refund, cancel
// and refund requests in Orders). The back office will be rebuilt later; keep this simple.
import { useEffect, useId, useRef } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatMalaysiaShort } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { OpenRefundRequest } from "~/schemas/admin/orders-list-intents";
import type { RefundSplit } from "~/schemas/admin/refunds";
import type { PaymentSettings } from "~/schemas/admin/settings";
import { ConfirmButton, IntentButton } from "./intent-actions";
import { RefundButton } from "./refund-dialog";
import { useAdminIntent } from "./use-admin-intent";

const MODE_LABEL = { demo: "Demo", test: "Test", live: "Live" } as const;
const MODE_TONE = { demo: "neutral", test: "warning", live: "success" } as const;

/** The Stripe keys (super admin): what is in use, and a form to save or remove keys kept in Settings. */
export function PaymentSettingsCard({ view }: { view: PaymentSettings }) {
  const titleId = useId();
  return (
    <Card labelledBy={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          Payments (Stripe)
        </h2>
        <span data-testid="payment-mode">
          <Badge tone={MODE_TONE[view.mode]}>{MODE_LABEL[view.mode]}</Badge>
        </span>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Secret key</dt>
          <dd className="font-mono" data-testid="payment-secret-key">
            {view.secretKey ?? "—"}{" "}
            {view.source.secretKey === "secret" && <span className="text-subtle">(Worker secret)</span>}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Webhook signing secret</dt>
          <dd className="font-mono">
            {view.webhookSecret ?? "—"}{" "}
            {view.source.webhookSecret === "secret" && <span className="text-subtle">(Worker secret)</span>}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Last webhook received</dt>
          <dd data-testid="payment-last-webhook">
            {view.lastWebhookAt ? formatMalaysiaShort(view.lastWebhookAt) : "Never"}
          </dd>
        </div>
      </dl>
      {view.canSaveKeys ? (
        <PaymentKeysForm canClear={view.source.secretKey === "settings"} />
      ) : (
        <p className="mt-3 text-sm text-muted">
          Set the SETTINGS_ENCRYPTION_KEY secret to save keys here, or set the Stripe keys as Worker secrets.
        </p>
      )}
    </Card>
  );
}

/**
 * Posted to the Settings action, whose intent is the button pressed (Enter saves: the first one).
 * The keys are never shown again, so the fields empty once the post went through.
 */
function PaymentKeysForm({ canClear }: { canClear: boolean }) {
  const id = useId();
  const { fetcher, pending, failure, answer } = useAdminIntent();
  const formRef = useRef<HTMLFormElement>(null);
  const done = !pending && answer?.ok === true;
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);
  const errors = failure?.fieldErrors ?? {};
  return (
    <fetcher.Form ref={formRef} method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
      <Field
        variant="admin"
        label="Secret key (sk_test_… or sk_live_…)"
        id={`${id}-sk`}
        error={errors.secretKey}
      >
        <input id={`${id}-sk`} name="secretKey" className={inputClass("admin")} autoComplete="off" />
      </Field>
      <Field
        variant="admin"
        label="Webhook signing secret (whsec_…)"
        id={`${id}-wh`}
        error={errors.webhookSecret}
      >
        <input id={`${id}-wh`} name="webhookSecret" className={inputClass("admin")} autoComplete="off" />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value="save-payment-keys"
          className={buttonClass("primary", "sm")}
          disabled={pending}
        >
          Save Stripe keys
        </button>
        {canClear && (
          <button
            type="submit"
            name="intent"
            value="clear-payment-keys"
            className={buttonClass("secondary", "sm")}
            disabled={pending}
          >
            Remove saved keys
          </button>
        )}
      </div>
      <p className="text-xs text-subtle sm:col-span-2">
        Stored encrypted; never shown again. Worker secrets STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET take
        precedence.
      </p>
    </fetcher.Form>
  );
}

interface OrderActionTarget {
  id: number;
  status: string;
  refundedAmountSen: number;
  /** What a refund would pay, worked out by the server's refund (all zero: none possible). */
  refundable: RefundSplit;
  items: {
    id: number;
    productName: string;
    quantity: number;
    refundable: RefundSplit;
  }[];
}

/** Refund (whole order or one line), or cancel an order still awaiting payment. */
export function OrderActions({ order }: { order: OrderActionTarget }) {
  if (order.status === "pending") {
    return (
      <ConfirmButton
        label="Cancel"
        title={`Cancel order #${order.id}?`}
        description="Its payment page stops working."
        intent="cancel-unpaid"
        fields={{ orderId: order.id }}
        confirmLabel="Cancel order"
      />
    );
  }
  if (order.refundable.totalSen <= 0) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <RefundButton
        label={order.refundedAmountSen > 0 ? "Refund the rest" : "Refund all"}
        target={{ orderId: order.id, refund: order.refundable }}
        postsOrderId
      />
      {order.items.length > 1 &&
        order.items
          .filter((item) => item.refundable.totalSen > 0)
          .map((item) => (
            <RefundButton
              key={item.id}
              look="link"
              label={`Refund ${item.productName} x ${item.quantity}`}
              target={{
                orderId: order.id,
                refund: item.refundable,
                line: { id: item.id, name: `${item.productName} x ${item.quantity}` },
              }}
              postsOrderId
            />
          ))}
    </div>
  );
}

/** The open refund requests (from the Orders loader), each approved or declined in one post. */
export function RefundRequests({ requests }: { requests: OpenRefundRequest[] }) {
  const titleId = useId();
  if (requests.length === 0) return null;
  return (
    <Card className="mb-6" labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        Refund requests
      </h2>
      <ul className="mt-3 space-y-3">
        {requests.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-control p-3 ring-1 ring-line"
          >
            <div className="text-sm">
              <p className="font-medium">
                Order #{row.orderId} · {row.username} · {formatRm(row.totalAmountSen)}
              </p>
              <p className="text-muted">
                “{row.reason}” · {formatMalaysiaShort(row.createdAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <RefundButton
                look="primary"
                label="Approve and refund"
                target={{
                  orderId: row.orderId,
                  refund: row.refundable,
                  requestId: row.id,
                }}
                postsOrderId
              />
              <IntentButton
                intent="decline-refund-request"
                fields={{ orderId: row.orderId, requestId: row.id }}
              >
                Decline
              </IntentButton>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

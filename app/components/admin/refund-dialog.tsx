import type { ButtonVariant } from "~/components/ui/button";
import { formatRm } from "~/lib/money";
import { refundSplitText, SEEDED_REFUND } from "~/lib/refund-words";
import type { RefundSplit } from "~/schemas/admin/refunds";
import { ConfirmButton } from "./intent-actions";

/** What a refund returns, and how it was asked for. */
export interface RefundTarget {
  orderId: number;
  /** What goes back to the customer (the rest of the order, or of the line), as the server works it out. */
  refund: RefundSplit;
  /** One line of the order; the whole rest of the order without it. */
  line?: { id: number; name: string };
  /** Approving a customer's refund request refunds the rest of the order. */
  requestId?: number;
  /** Approve although an eSIM of the order was installed or used. */
  override?: boolean;
}

const WORDS = {
  title: (t: RefundTarget) =>
    t.override
      ? `Refund order #${t.orderId} although an eSIM was used?`
      : t.line
        ? `Refund ${t.line.name} of order #${t.orderId}?`
        : `Refund order #${t.orderId}?`,
  description: (t: RefundTarget) =>
    [
      t.requestId ? "This approves the customer's refund request." : "",
      `${formatRm(t.refund.totalSen)} goes back to the customer: ${refundSplitText(t.refund)}.`,
      t.refund.cardSen <= 0
        ? ""
        : t.refund.via === "seed"
          ? SEEDED_REFUND
          : "The payment's part goes back through Stripe.",
      "This cannot be undone.",
      t.override
        ? "An eSIM of this order was installed or used (or the supplier cannot tell): refunding it is a staff decision, recorded in the audit log."
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  confirm: (t: RefundTarget) => `Refund ${formatRm(t.refund.totalSen)}`,
};

/**
 * The back office's one way to start a refund (the Orders list, the order desk, refund requests):
 * a button that opens the same dialog everywhere, naming the order, the line and the amount, and
 * posts the refund intent only when confirmed. `postsOrderId`: the page serves many orders (the
 * Orders list), so the order goes with the post; the desk's order is its page's.
 */
export function RefundButton({
  target,
  label,
  postsOrderId = false,
  look = "secondary",
}: {
  target: RefundTarget;
  label: string;
  postsOrderId?: boolean;
  /** A small button of this variant, or "link" for a text link in a list's cell. */
  look?: ButtonVariant | "link";
}) {
  const fields: Record<string, string | number> = {
    ...(postsOrderId ? { orderId: target.orderId } : {}),
    ...(target.line ? { orderItemId: target.line.id } : {}),
    ...(target.requestId ? { requestId: target.requestId } : {}),
    ...(target.override ? { override: "true" } : {}),
  };
  return (
    <ConfirmButton
      label={label}
      variant={look === "link" ? undefined : look}
      triggerClassName={look === "link" ? "text-left text-xs text-primary-700 underline" : undefined}
      intent={target.requestId ? "approve-refund-request" : "refund"}
      fields={fields}
      title={WORDS.title(target)}
      description={WORDS.description(target)}
      confirmLabel={WORDS.confirm(target)}
    />
  );
}

import { cn } from "~/lib/cn";
import { type MessageKey, useT } from "~/lib/i18n";

// SPEC.md §4: paid green, pending yellow, cancelled red, refunded grey, anything else blue.
const STYLES: Record<string, string> = {
  paid: "bg-success-50 text-success-700 ring-success-700/25",
  pending: "bg-warning-50 text-warning-800 ring-warning-800/25",
  cancelled: "bg-danger-50 text-danger-700 ring-danger-700/25",
  refunded: "bg-canvas text-muted ring-line",
  // The lifecycle's other values get their own colours.
  shipped: "bg-info-50 text-info-700 ring-info-700/25",
  delivered: "bg-primary-50 text-primary-700 ring-primary-700/25",
  failed: "bg-white text-danger-700 ring-danger-700/50",
};
const OTHER = "bg-info-50 text-info-700 ring-info-700/25";

/** The badge's word in the page's language ("delivered" in English, capitalised by the style). */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  const key = `orderState.status.${status}` as MessageKey;
  const label = t(key);
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset",
        STYLES[status] ?? OTHER,
      )}
    >
      {label === key ? status : label}
    </span>
  );
}

import { Badge } from "~/components/ui/badge";
import { TriangleAlert } from "~/components/ui/icons";
import type { AdminOrder } from "~/schemas/admin/records";

/**
 * The Orders list's Plan cell: a plan order names its plans; a top-up is named after the plan of
 * the eSIM it tops up, so "which plan sells, top-ups included" reads down one column. An order
 * whose supplier reports other figures than were sold says so here.
 */
export function OrderPlan({ order }: { order: AdminOrder }) {
  const names =
    order.kind === "topup"
      ? [order.topupPlan ?? "Plan unknown"]
      : [...new Set(order.items.map((item) => item.productName))];
  return (
    <div className="flex flex-col items-start gap-1 text-sm" data-testid="order-plan">
      {order.kind === "topup" && <Badge tone="info">Top-up</Badge>}
      {names.map((name) => (
        <span key={name}>{name}</span>
      ))}
      {order.supplierMismatch && (
        <span
          className="inline-flex items-center gap-1 text-xs font-semibold text-warning-800"
          title={order.supplierMismatch}
          data-testid="supplier-mismatch"
        >
          <TriangleAlert aria-hidden="true" className="size-3.5" /> Supplier figures differ
        </span>
      )}
    </div>
  );
}

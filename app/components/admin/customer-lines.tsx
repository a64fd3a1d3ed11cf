import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatMalaysiaDay } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { CustomerEsimLine, CustomerOrderLine } from "~/schemas/admin/customer";
import { ORDER_STATUS_LABELS } from "~/schemas/checkout";
import { ORDER_TONES } from "./labels";

const ESIM_STATES = { issued: "Issued", refunded: "Refunded", cancelled: "Cancelled" } as const;
const ESIM_TONES = { issued: "success", refunded: "neutral", cancelled: "neutral" } as const;

/** A customer's orders: number, status, total and the Malaysia day, each opening the order desk. */
export function CustomerOrders({
  orders,
  empty = "No orders yet.",
}: {
  orders: CustomerOrderLine[];
  empty?: string;
}) {
  if (orders.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="customer-orders">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
          <Link to={`/admin/orders/${order.id}`} className="font-medium text-primary-700 hover:underline">
            #{order.id}
          </Link>
          <Badge tone={ORDER_TONES[order.status] ?? "neutral"}>
            {ORDER_STATUS_LABELS[order.status] ?? order.status}
          </Badge>
          <span className="ml-auto tabular font-semibold">{formatRm(order.totalAmountSen)}</span>
          <span className="w-full text-xs text-muted sm:w-auto">
            {formatMalaysiaDay(order.createdAt)} MYT
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A customer's eSIMs: the ICCID's last digits, the plan as bought and its state, opening its order. */
export function CustomerEsims({ esims }: { esims: CustomerEsimLine[] }) {
  if (esims.length === 0) return <p className="text-sm text-muted">No eSIMs yet.</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="customer-esims">
      {esims.map((esim) => (
        <li
          key={`${esim.orderId}-${esim.iccidTail}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5"
        >
          <Link
            to={`/admin/orders/${esim.orderId}`}
            className="font-mono text-primary-700 hover:underline"
            aria-label={`eSIM ending ${esim.iccidTail}, order #${esim.orderId}`}
          >
            …{esim.iccidTail}
          </Link>
          <span className="min-w-0 flex-1 truncate">{esim.planName}</span>
          <Badge tone={ESIM_TONES[esim.status]}>{ESIM_STATES[esim.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}

import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { AlertTriangle, RotateCcw } from "~/components/ui/icons";
import type { StaffShippingAddress } from "~/schemas/admin/order-desk";
import { HiddenFields } from "./intent-actions";
import { ShipButton } from "./order-desk/actions";
import { useAdminIntent } from "./use-admin-intent";

// The Orders tab's delivery marker and actions (retry a failed fulfilment, ship a SIM).

interface Line {
  id: number;
  productName: string;
  type: string | null;
  fulfilment: string | null;
  lastError: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

interface OrderRow {
  id: number;
  status: string;
  items: Line[];
}

export function LineDelivery({
  orderId,
  orderStatus,
  item,
  canShip,
  address,
}: {
  orderId: number;
  orderStatus: string;
  item: Line;
  /** The member may mark a SIM shipped; without it an unshipped SIM shows no link. */
  canShip: boolean;
  /** Where the SIM goes, shown in the ship dialog as on the desk. */
  address?: StaffShippingAddress | null;
}) {
  if (item.type === "Physical SIM") {
    if (item.fulfilment === "shipped" || item.fulfilment === "delivered") {
      return (
        <span className="ml-1 text-muted">
          · {item.fulfilment} {item.carrier} {item.trackingNumber}
        </span>
      );
    }
    if (orderStatus !== "paid" || !canShip) return null;
    // The desk's dialog; the list's action also needs to know the order.
    return (
      <ShipButton
        orderItemId={item.id}
        productName={item.productName}
        orderId={orderId}
        address={address}
        inline
      />
    );
  }
  if (item.fulfilment === "failed" || (item.lastError && item.fulfilment !== "done")) {
    return (
      <span className="ml-1 text-danger-700" title={item.lastError ?? undefined}>
        · {item.lastError ?? "fulfilment failed"}
      </span>
    );
  }
  return null;
}

/** A failed order's badge; its retry (which buys new eSIMs) only for members who hold canRefundOrders. */
export function OrderDeliveryActions({ order, canRetry }: { order: OrderRow; canRetry: boolean }) {
  const { fetcher, pending } = useAdminIntent();
  if (order.status !== "failed") return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="danger">
        <AlertTriangle aria-hidden="true" className="mr-1 size-3" /> Fulfilment failed
      </Badge>
      {canRetry && (
        <fetcher.Form method="post">
          <HiddenFields intent="retry-fulfilment" fields={{ orderId: order.id }} />
          <button type="submit" disabled={pending} className={buttonClass("secondary", "sm")}>
            <RotateCcw aria-hidden="true" className="size-4" /> {pending ? "Retrying..." : "Retry fulfilment"}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}

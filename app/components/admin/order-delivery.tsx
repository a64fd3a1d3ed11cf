import { AlertTriangle, RotateCcw, Truck } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

// Issue 13: the Orders tab's delivery marker and actions (retry a failed fulfilment, ship a SIM).

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
}: {
  orderId: number;
  orderStatus: string;
  item: Line;
}) {
  const [open, setOpen] = useState(false);
  if (item.type === "Physical SIM") {
    if (item.fulfilment === "shipped") {
      return (
        <span className="ml-1 text-muted">
          · shipped {item.carrier} {item.trackingNumber}
        </span>
      );
    }
    if (orderStatus !== "paid") return null;
    return (
      <>
        <button
          type="button"
          className="ml-2 inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline"
          onClick={() => setOpen(true)}
        >
          <Truck aria-hidden="true" className="size-3.5" /> Mark shipped
        </button>
        <ShipDialog open={open} onClose={() => setOpen(false)} orderId={orderId} item={item} />
      </>
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

export function OrderDeliveryActions({ order }: { order: OrderRow }) {
  const { fetcher, pending } = useAdminIntent();
  if (order.status !== "failed") return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="danger">
        <AlertTriangle aria-hidden="true" className="mr-1 size-3" /> Fulfilment failed
      </Badge>
      <fetcher.Form method="post">
        <HiddenFields intent="retry-fulfilment" fields={{ orderId: order.id }} />
        <button type="submit" disabled={pending} className={buttonClass("secondary", "sm")}>
          <RotateCcw aria-hidden="true" className="size-4" /> {pending ? "Retrying..." : "Retry fulfilment"}
        </button>
      </fetcher.Form>
    </div>
  );
}

function ShipDialog({
  open,
  onClose,
  orderId,
  item,
}: {
  open: boolean;
  onClose: () => void;
  orderId: number;
  item: Line;
}) {
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mark SIM shipped"
      description={`${item.productName}, order #${orderId}`}
    >
      <action.fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <HiddenFields intent="ship" fields={{ orderId, orderItemId: item.id }} />
        <Field variant="admin" label="Carrier" id={`${id}-carrier`} error={errors.carrier}>
          <input id={`${id}-carrier`} name="carrier" className={inputClass("admin")} placeholder="Pos Laju" />
        </Field>
        <Field variant="admin" label="Tracking number" id={`${id}-tracking`} error={errors.trackingNumber}>
          <input
            id={`${id}-tracking`}
            name="trackingNumber"
            className={inputClass("admin")}
            placeholder="EM123456789MY"
          />
        </Field>
        <DialogFormActions onCancel={onClose} pending={action.pending} label="Mark shipped" />
      </action.fetcher.Form>
    </Dialog>
  );
}

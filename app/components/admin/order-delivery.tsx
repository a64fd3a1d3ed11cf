import { AlertTriangle, RotateCcw, Truck } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { ShipLineSchema } from "~/schemas/admin/fulfilment";
import { useAdminMutation } from "./use-mutation";

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
  const { run, pending } = useAdminMutation();
  if (order.status !== "failed") return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="danger">
        <AlertTriangle aria-hidden="true" className="mr-1 size-3" /> Fulfilment failed
      </Badge>
      <button
        type="button"
        disabled={pending}
        className={buttonClass("secondary", "sm")}
        onClick={() =>
          run("POST", `/api/admin/orders/${order.id}/retry-fulfilment`, undefined, {
            success: { title: "Fulfilment retried", description: `Order #${order.id} is delivered.` },
            failure: "Retry failed",
          })
        }
      >
        <RotateCcw aria-hidden="true" className="size-4" /> {pending ? "Retrying..." : "Retry fulfilment"}
      </button>
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
  const { run, pending } = useAdminMutation();
  const [errors, setErrors] = useState<Partial<Record<"carrier" | "trackingNumber", string>>>({});
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mark SIM shipped"
      description={`${item.productName}, order #${orderId}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = Object.fromEntries(new FormData(event.currentTarget));
          const parsed = ShipLineSchema.safeParse(form);
          if (!parsed.success) {
            setErrors(
              Object.fromEntries(
                parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
              ) as typeof errors,
            );
            return;
          }
          setErrors({});
          const result = await run(
            "POST",
            `/api/admin/orders/${orderId}/items/${item.id}/ship`,
            parsed.data,
            {
              success: {
                title: "Marked shipped",
                description: `${parsed.data.carrier} ${parsed.data.trackingNumber}`,
              },
              failure: "Could not mark shipped",
            },
          );
          if (result.ok) onClose();
        }}
      >
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
        <DialogFormActions onCancel={onClose} pending={pending} label="Mark shipped" />
      </form>
    </Dialog>
  );
}

import { useId, useState } from "react";
import { HiddenFields, useCloseOnSuccess } from "~/components/admin/intent-actions";
import { useAdminIntent } from "~/components/admin/use-admin-intent";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Truck } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import type { StaffShippingAddress } from "~/schemas/admin/order-desk";
import { CARRIERS } from "~/schemas/shipping";

/**
 * Mark one Physical SIM line shipped: carrier and tracking number, checked by the server's schema.
 * The order desk and the Orders list both use it. On the desk the order is the page's; the list's
 * action needs `orderId` posted with the line, and there the trigger is a small inline link. The
 * dialog shows where the parcel goes, so the label is checked against the order as it is written.
 */
export function ShipButton({
  orderItemId,
  productName,
  orderId,
  inline = false,
  address,
}: {
  orderItemId: number;
  productName: string;
  orderId?: number;
  inline?: boolean;
  address?: StaffShippingAddress | null;
}) {
  const [open, setOpen] = useState(false);
  const action = useAdminIntent();
  const close = () => setOpen(false);
  useCloseOnSuccess(action, close);
  const id = useId();
  const errors = action.failure?.fieldErrors ?? {};
  return (
    <>
      <button
        type="button"
        className={
          inline
            ? "ml-2 inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline"
            : buttonClass("primary", "sm")
        }
        onClick={() => setOpen(true)}
      >
        {inline && <Truck aria-hidden="true" className="size-3.5" />} Mark shipped
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Mark SIM shipped"
        description={orderId ? `${productName}, order #${orderId}` : productName}
      >
        <action.fetcher.Form method="post" noValidate className="flex flex-col gap-4">
          <HiddenFields intent="ship" fields={{ ...(orderId ? { orderId } : {}), orderItemId }} />
          {address && (
            <address data-testid="ship-address" className="rounded-control bg-canvas p-3 text-sm not-italic">
              {address.customerName && <span className="block font-semibold">{address.customerName}</span>}
              <span className="block">{address.address}</span>
              <span className="block">
                {address.postalCode} {address.city}, {address.state}, {address.country}
              </span>
              {address.phone && <span className="block tabular">{address.phone}</span>}
            </address>
          )}
          <Field
            variant="admin"
            label="Carrier"
            id={`${id}-carrier`}
            error={errors.carrier}
            hint="Pos Laju, J&T Express, DHL eCommerce, Ninja Van and City-Link get a tracking link."
          >
            <input
              id={`${id}-carrier`}
              name="carrier"
              list={`${id}-carriers`}
              className={inputClass("admin")}
              placeholder="Pos Laju"
            />
          </Field>
          <datalist id={`${id}-carriers`}>
            {CARRIERS.map((carrier) => (
              <option key={carrier.id} value={carrier.name} />
            ))}
          </datalist>
          <Field variant="admin" label="Tracking number" id={`${id}-tracking`} error={errors.trackingNumber}>
            <input
              id={`${id}-tracking`}
              name="trackingNumber"
              className={inputClass("admin")}
              placeholder="EM123456789MY"
            />
          </Field>
          <DialogFormActions onCancel={close} pending={action.pending} label="Mark shipped" />
        </action.fetcher.Form>
      </Dialog>
    </>
  );
}

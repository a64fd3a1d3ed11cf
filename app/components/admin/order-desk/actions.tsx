import { useId, useState } from "react";
import { HiddenFields, useCloseOnSuccess } from "~/components/admin/intent-actions";
import { useAdminIntent } from "~/components/admin/use-admin-intent";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";

/** Mark one Physical SIM line shipped: carrier and tracking number, checked by the server's schema. */
export function ShipButton({ orderItemId, productName }: { orderItemId: number; productName: string }) {
  const [open, setOpen] = useState(false);
  const action = useAdminIntent();
  const close = () => setOpen(false);
  useCloseOnSuccess(action, close);
  const id = useId();
  const errors = action.failure?.fieldErrors ?? {};
  return (
    <>
      <button type="button" className={buttonClass("primary", "sm")} onClick={() => setOpen(true)}>
        Mark shipped
      </button>
      <Dialog open={open} onClose={close} title="Mark SIM shipped" description={productName}>
        <action.fetcher.Form method="post" noValidate className="flex flex-col gap-4">
          <HiddenFields intent="ship" fields={{ orderItemId }} />
          <Field variant="admin" label="Carrier" id={`${id}-carrier`} error={errors.carrier}>
            <input
              id={`${id}-carrier`}
              name="carrier"
              className={inputClass("admin")}
              placeholder="Pos Laju"
            />
          </Field>
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

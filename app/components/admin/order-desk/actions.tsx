import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { OrderDeskIntent } from "~/schemas/admin/order-desk";
import { useDeskAction } from "./use-desk-action";

type Fields = Record<string, string | number>;

function HiddenFields({ intent, fields }: { intent: OrderDeskIntent; fields?: Fields }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** An action that needs no confirmation (retry, resend, decline): one button, one post. */
export function IntentButton({
  intent,
  fields,
  children,
  variant = "secondary",
}: {
  intent: OrderDeskIntent;
  fields?: Fields;
  children: ReactNode;
  variant?: ButtonVariant;
}) {
  const { fetcher, pending } = useDeskAction();
  return (
    <fetcher.Form method="post">
      <HiddenFields intent={intent} fields={fields} />
      <button type="submit" disabled={pending} className={buttonClass(variant, "sm")}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/** Closes a dialog once its post has gone through (a failure keeps it open, with the toast). */
function useCloseOnSuccess(action: ReturnType<typeof useDeskAction>, close: () => void) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (action.pending) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      if (!action.failure) close();
    }
  }, [action.pending, action.failure, close]);
}

/** A money-moving or irreversible action (refund, cancel, approve): asks first, in a dialog. */
export function ConfirmButton({
  intent,
  fields,
  label,
  title,
  description,
  confirmLabel,
  variant = "secondary",
}: {
  intent: OrderDeskIntent;
  fields?: Fields;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const action = useDeskAction();
  const close = () => setOpen(false);
  useCloseOnSuccess(action, close);
  return (
    <>
      <button type="button" className={buttonClass(variant, "sm")} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={close} title={title} description={description}>
        <action.fetcher.Form method="post">
          <HiddenFields intent={intent} fields={fields} />
          <DialogFormActions onCancel={close} pending={action.pending} label={confirmLabel} />
        </action.fetcher.Form>
      </Dialog>
    </>
  );
}

/** Mark one Physical SIM line shipped: carrier and tracking number, checked by the server's schema. */
export function ShipButton({ orderItemId, productName }: { orderItemId: number; productName: string }) {
  const [open, setOpen] = useState(false);
  const action = useDeskAction();
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

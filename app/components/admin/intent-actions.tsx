// The back office's intent buttons (issue 15): each posts `intent` (and its fields) through a
// fetcher to its route's one action (worker/web/admin-intent.server.ts); a plain POST without
// JavaScript. Example: app/components/admin/order-desk/.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { useAdminIntent } from "./use-admin-intent";

type Fields = Record<string, string | number>;

export function HiddenFields({ intent, fields }: { intent: string; fields?: Fields }) {
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
  intent: string;
  fields?: Fields;
  children: ReactNode;
  variant?: ButtonVariant;
}) {
  const { fetcher, pending } = useAdminIntent();
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
export function useCloseOnSuccess(action: ReturnType<typeof useAdminIntent>, close: () => void) {
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
  intent: string;
  fields?: Fields;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const action = useAdminIntent();
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

// The back office's intent buttons: each posts `intent` (and its fields) through a
// fetcher to its route's one action (worker/web/forms/admin-intent.server.ts); a plain POST without
// JavaScript. Example: app/components/admin/order-desk/.
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
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

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  intent: string;
  fields?: Fields;
  /** The question, naming what will happen ("Refund order #12?"). */
  title: string;
  description?: string;
  /** The confirming button says what it does ("Refund RM 25.00", "Delete"), never just "OK". */
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
}

/**
 * The back office's one confirmation: a modal dialog (focus kept inside, Esc cancels) that posts
 * the intent only when confirmed and closes once the post has gone through. Every money-moving or
 * irreversible action (refund, cancel, approve, delete) asks through it.
 */
export function ConfirmDialog({
  open,
  onClose,
  intent,
  fields,
  title,
  description,
  confirmLabel,
  confirmVariant,
}: ConfirmDialogProps) {
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <action.fetcher.Form method="post">
        <HiddenFields intent={intent} fields={fields} />
        <DialogFormActions
          onCancel={onClose}
          pending={action.pending}
          label={confirmLabel}
          variant={confirmVariant}
        />
      </action.fetcher.Form>
    </Dialog>
  );
}

/** A button that asks first, in the ConfirmDialog above. */
export function ConfirmButton({
  label,
  variant = "secondary",
  triggerClassName,
  ...dialog
}: Omit<ConfirmDialogProps, "open" | "onClose"> & {
  label: ReactNode;
  variant?: ButtonVariant;
  /** The trigger's own look (a text link in a table cell); a small button of `variant` by default. */
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={triggerClassName ?? buttonClass(variant, "sm")}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog {...dialog} open={open} onClose={close} />
    </>
  );
}

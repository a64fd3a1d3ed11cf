import { type ReactNode, useEffect, useId, useRef } from "react";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** A modal dialog on the native <dialog> element: focus trap, Esc and backdrop for free. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] rounded-card bg-surface p-0 text-ink shadow-card backdrop:bg-ink/50",
        wide ? "max-w-2xl" : "max-w-lg",
      )}
    >
      {open && (
        <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description && <p className="mt-1 text-sm text-muted">{description}</p>}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-control p-1 text-muted hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** Cancel and submit at the foot of every back-office form dialog. */
export function DialogFormActions({
  onCancel,
  pending,
  label,
  disabled,
  className,
  variant = "primary",
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  disabled?: boolean;
  className?: string;
  /** The submit button's look: "accent" for a deletion. */
  variant?: ButtonVariant;
}) {
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <button type="button" className={buttonClass("secondary", "sm")} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={buttonClass(variant, "sm")} disabled={pending || disabled}>
        {pending ? "Saving..." : label}
      </button>
    </div>
  );
}

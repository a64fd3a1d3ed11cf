import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: "neutral" | "success" | "warning" | "danger" | "info" | "primary";
  children: ReactNode;
}) {
  const tones = {
    neutral: "bg-canvas text-muted ring-line",
    success: "bg-success-50 text-success-700 ring-success-700/20",
    warning: "bg-warning-50 text-warning-800 ring-warning-800/20",
    danger: "bg-danger-50 text-danger-700 ring-danger-700/20",
    info: "bg-info-50 text-info-700 ring-info-700/20",
    primary: "bg-primary-50 text-primary-800 ring-primary-700/20",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

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
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <button type="button" className={buttonClass("secondary", "sm")} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={buttonClass("primary", "sm")} disabled={pending || disabled}>
        {pending ? "Saving..." : label}
      </button>
    </div>
  );
}

export const inputClass =
  "block w-full rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink shadow-sm placeholder:text-subtle focus:border-primary-700 focus:outline-2 focus:outline-primary-700 aria-[invalid=true]:border-danger-700";

export function Field({
  label,
  error,
  hint,
  children,
  htmlFor,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  htmlFor: string;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && !error && <p className="mt-1 text-xs text-subtle">{hint}</p>}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="mt-1 text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Card({
  children,
  className,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  /** The id of the card's heading: makes the card a named region. */
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5", className)}
    >
      {children}
    </section>
  );
}

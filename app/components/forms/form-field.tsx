import { cn } from "~/lib/cn";

export const controlClass = (invalid: boolean) =>
  cn(
    "mt-1 w-full rounded-control border bg-white px-3 text-base shadow-sm",
    invalid ? "border-danger-700" : "border-line",
  );

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}

/** Label, control and the validation message right under it, wired for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-sm text-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

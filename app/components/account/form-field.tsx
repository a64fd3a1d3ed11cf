import { cn } from "~/lib/cn";

export const inputClass =
  "block h-11 w-full rounded-control border border-line bg-white px-3 text-base text-ink placeholder:text-subtle focus:border-primary-700 focus:outline-2 focus:outline-offset-0 focus:outline-primary-700 aria-[invalid=true]:border-danger-700";

interface FormFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: React.ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function FormField({ label, name, error, hint, className, id, ...input }: FormFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(inputClass, "mt-1.5")}
        {...input}
      />
      {hint}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger-700">
      {message}
    </p>
  );
}

/** A failure for the whole form, read out at once; keeps line breaks (the ban message). */
export function FormAlert({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-control border border-danger-700/30 bg-danger-50 p-3 text-sm whitespace-pre-line text-danger-700"
    >
      {message}
    </div>
  );
}

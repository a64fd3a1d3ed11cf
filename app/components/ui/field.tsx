import {
  cloneElement,
  type InputHTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { type ControlVariant, Input } from "./input";

/** What a control needs to be tied to its label, hint and error (for screen readers). */
interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

const LOOKS = {
  storefront: {
    label: "text-sm font-semibold text-ink",
    control: undefined,
    hint: "mt-1 text-sm text-subtle",
    error: "mt-1 text-sm font-medium text-danger-700",
  },
  account: {
    label: "block text-sm font-medium text-ink",
    control: "mt-1.5",
    hint: "mt-1.5 text-sm text-subtle",
    error: "mt-1.5 text-sm text-danger-700",
  },
  admin: {
    label: "block text-sm font-medium text-ink",
    control: "mt-1",
    hint: "mt-1 text-xs text-subtle",
    error: "mt-1 text-xs font-medium text-danger-700",
  },
} as const satisfies Record<ControlVariant, unknown>;

const CONTROLS = new Set(["input", "select", "textarea"]);

interface FieldProps {
  /** The control's id: the label points at it, the hint and error are `${id}-hint` / `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  /** Shown under the control while there is no error. */
  hint?: string;
  variant?: ControlVariant;
  className?: string;
  /**
   * The control. A function receives the id and aria props to spread; a single <input>, <select> or
   * <textarea> element gets them added (its own props win).
   */
  children: ((control: FieldControlProps) => ReactNode) | ReactNode;
}

/** One form field everywhere: label, control, hint and the validation message right under it. */
export function Field({ id, label, error, hint, variant = "storefront", className, children }: FieldProps) {
  const look = LOOKS[variant];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
  };
  const rendered = typeof children === "function" ? children(control) : wire(children, control);
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {look.control ? <div className={look.control}>{rendered}</div> : rendered}
      {showHint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          // The back office's dialogs announce a field error at once.
          role={variant === "admin" ? "alert" : undefined}
          className={look.error}
          data-testid={errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  variant?: ControlVariant;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input in one line: `Field` around an `Input` (id defaults to `field-${name}`). */
export function TextField({ label, name, error, hint, variant, className, id, ...input }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} variant={variant} className={className}>
      {(control) => <Input variant={variant} name={name} {...control} {...input} />}
    </Field>
  );
}

function wire(node: ReactNode, control: FieldControlProps): ReactNode {
  if (!isValidElement(node) || typeof node.type !== "string" || !CONTROLS.has(node.type)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  const own = element.props;
  return cloneElement(element, {
    id: own.id ?? control.id,
    "aria-invalid": own["aria-invalid"] ?? control["aria-invalid"],
    "aria-describedby": own["aria-describedby"] ?? control["aria-describedby"],
  });
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

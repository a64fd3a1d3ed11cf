import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Eye, EyeOff, TriangleAlert } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { useT } from "~/lib/i18n";

interface PasswordFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  name: string;
  error?: string;
  /** Warn while Caps Lock is on (the login form, SPEC.md §2). */
  capsLockWarning?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle; without JavaScript it stays a plain password input.
 * Its own words are `password.*`: every page showing it sends the `password` messages.
 */
export function PasswordField({
  label,
  name,
  error,
  capsLockWarning,
  id,
  onKeyUp,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const inputId = id ?? `field-${name}`;
  const t = useT();
  const named = { label: label.toLowerCase() };
  return (
    <Field id={inputId} label={label} error={error} variant="account">
      {(control) => (
        <>
          <div className="relative">
            <input
              {...control}
              name={name}
              type={visible ? "text" : "password"}
              aria-describedby={
                [control["aria-describedby"], capsLock && `${inputId}-caps`].filter(Boolean).join(" ") ||
                undefined
              }
              className={inputClass("account", "pr-12")}
              onKeyUp={(event) => {
                if (capsLockWarning) setCapsLock(event.getModifierState("CapsLock"));
                onKeyUp?.(event);
              }}
              {...input}
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t("password.hide", named) : t("password.show", named)}
              aria-pressed={visible}
              aria-controls={inputId}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-control text-muted hover:text-primary-800"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          {capsLock && (
            <p
              id={`${inputId}-caps`}
              role="status"
              className="mt-1.5 inline-flex items-center gap-1.5 text-sm text-warning-800"
            >
              <TriangleAlert aria-hidden="true" className="size-4" /> {t("password.capsLock")}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

import type { ClassValue } from "clsx";
import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "~/lib/cn";

/**
 * The text-control looks in use: the storefront's public forms (contact, partners, checkout), the
 * customer account forms (sign-in, register, security) and the denser back office. The error border
 * follows `aria-invalid`, which `Field` sets.
 */
const LOOKS = {
  storefront:
    "mt-1 w-full rounded-control border border-line bg-white px-3 text-base shadow-sm aria-[invalid=true]:border-danger-700",
  account:
    "block h-11 w-full rounded-control border border-line bg-white px-3 text-base text-ink placeholder:text-subtle focus:border-primary-700 focus:outline-2 focus:outline-offset-0 focus:outline-primary-700 aria-[invalid=true]:border-danger-700",
  admin:
    "block w-full rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink shadow-sm placeholder:text-subtle focus:border-primary-700 focus:outline-2 focus:outline-primary-700 aria-[invalid=true]:border-danger-700",
} as const;

export type ControlVariant = keyof typeof LOOKS;

/** Classes for <input>, <select> and <textarea>; `extra` wins over the defaults (see cn). */
export function inputClass(variant: ControlVariant = "storefront", ...extra: ClassValue[]): string {
  return cn(LOOKS[variant], ...extra);
}

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  variant?: ControlVariant;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ variant, className, ...props }: InputProps) {
  return <input className={inputClass(variant, className)} {...props} />;
}

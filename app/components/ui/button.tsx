import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-primary-700 text-white hover:bg-primary-800 shadow-sm",
  secondary: "bg-white text-primary-800 ring-1 ring-inset ring-primary-200 hover:bg-primary-50",
  ghost: "text-muted hover:bg-primary-50 hover:text-primary-800",
  accent: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  /** What cannot be undone (deleting an account): asked first, then confirmed with this. */
  danger: "bg-danger-700 text-white hover:bg-danger-700/90 shadow-sm",
  dangerQuiet: "bg-white text-danger-700 ring-1 ring-inset ring-danger-700/30 hover:bg-danger-50",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-base",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** Shared look for <button>, <Link> and <a> so every call to action matches. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: keyof typeof SIZES = "md",
  extra?: string,
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

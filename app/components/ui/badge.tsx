import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A small status pill (order and user states, roles, flags). */
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

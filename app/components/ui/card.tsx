import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A white panel with the shop's card corners, ring and shadow. */
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

import { format } from "date-fns";

/**
 * SPEC.md §9: dates as MMM dd, yyyy. Formatted on the calendar day in UTC, so the server's render
 * and the browser's hydration agree whatever the visitor's time zone.
 */
export function formatDay(iso: string | Date, pattern = "MMM dd, yyyy"): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return format(
    new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()),
    pattern,
  );
}

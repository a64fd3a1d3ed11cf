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

const MALAYSIA_OFFSET_MS = 8 * 60 * 60_000;

/**
 * A moment as a customer in Malaysia reads it (Asia/Kuala_Lumpur is UTC+8 all year, no daylight
 * saving), with the zone named: "Jan 01, 2030 08:00 Malaysia time (UTC+8)". Computed, not looked up,
 * so server and browser render the same text.
 */
export function formatMalaysiaTime(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return `${formatDay(new Date(d.getTime() + MALAYSIA_OFFSET_MS), "MMM dd, yyyy HH:mm")} Malaysia time (UTC+8)`;
}

import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";
import { MALAYSIA_OFFSET_MS } from "./malaysia-clock";

/**
 * SPEC.md §9: dates as MMM dd, yyyy. Formatted on the calendar day in UTC (a UTCDate, so no local
 * time zone or daylight-saving gap is involved), so the server's render and the browser's hydration
 * agree whatever the visitor's time zone.
 */
export function formatDay(iso: string | Date, pattern = "MMM dd, yyyy"): string {
  return format(new UTCDate(typeof iso === "string" ? iso : iso.getTime()), pattern);
}

export { MALAYSIA_OFFSET_MS };

/** "2027-01-01" for 23:30 UTC on Dec 31 (07:30 on Jan 1 in Kuala Lumpur). */
export const malaysiaDayOf = (ms: number) => new Date(ms + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);

/** The moment a Malaysia day ("2027-01-01") begins, in epoch milliseconds. */
export const malaysiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/**
 * A moment as a customer in Malaysia reads it (Asia/Kuala_Lumpur is UTC+8 all year, no daylight
 * saving), with the zone named: "Jan 01, 2030 08:00 Malaysia time (UTC+8)". Computed, not looked up,
 * so server and browser render the same text.
 */
export function formatMalaysiaTime(iso: string | Date): string {
  return `${malaysiaClock(iso)} Malaysia time (UTC+8)`;
}

/**
 * The same moment, short enough for a list row or a staff screen: "Jan 01, 2030 08:00 MYT", or "—"
 * when there is none. Every back-office time is shown this way.
 */
export function formatMalaysiaShort(iso: string | Date | null | undefined): string {
  return iso ? `${malaysiaClock(iso)} MYT` : "—";
}

/** The calendar day in Malaysia, for a table's date column: "Jan 01, 2027" at 17:30 UTC on Dec 31. */
export function formatMalaysiaDay(iso: string | null | undefined): string {
  return iso ? formatDay(new Date(Date.parse(iso) + MALAYSIA_OFFSET_MS)) : "—";
}

function malaysiaClock(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return formatDay(new Date(d.getTime() + MALAYSIA_OFFSET_MS), "MMM dd, yyyy HH:mm");
}

/** "just now", "4 min", "2 h 5 min", "3 days": how long a customer has waited, at a glance. */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}`;
}

import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";
import { ms } from "date-fns/locale/ms";
import { zhCN } from "date-fns/locale/zh-CN";
import { formatDay, formatMalaysiaShort, formatMalaysiaTime, MALAYSIA_OFFSET_MS } from "./dates";
import type { Locale } from "./locale";

/** The moment shifted to Malaysia's wall clock, for the UTC formatters below to read. */
function malaysiaClockOf(iso: string | Date): Date {
  return new Date((typeof iso === "string" ? Date.parse(iso) : iso.getTime()) + MALAYSIA_OFFSET_MS);
}

/**
 * A calendar day in the reader's language (UTC day, like formatDay): "Nov 26, 2026" (SPEC.md §9),
 * "26 Nov 2026", "2026年11月26日". Call it in a loader: the two date-fns locales weigh 2.7 KiB gzip,
 * which a component calling it would add to the page's JavaScript.
 */
export function formatDayIn(locale: Locale, iso: string | Date): string {
  const day = new UTCDate(typeof iso === "string" ? iso : iso.getTime());
  if (locale === "ms") return format(day, "d MMM yyyy", { locale: ms });
  if (locale === "zh-Hans") return format(day, "PPP", { locale: zhCN });
  return format(day, "MMM dd, yyyy");
}

/**
 * The day a moment (a sign-up, a review, a credit entry) fell on in Malaysia, in the reader's
 * language: 17:30 UTC on Nov 26 is "Nov 27, 2026", as the rest of the shop reads days.
 */
export function formatMalaysiaDayIn(locale: Locale, iso: string | Date): string {
  return formatDayIn(locale, malaysiaClockOf(iso));
}

/** A trip's month ("2026-06") in the reader's language: "June 2026", "Jun 2026", "2026年6月". */
export function formatMonthIn(locale: Locale, month: string): string {
  const day = new UTCDate(`${month}-01T00:00:00Z`);
  if (locale === "ms") return format(day, "MMMM yyyy", { locale: ms });
  if (locale === "zh-Hans") return format(day, "yyyy年M月", { locale: zhCN });
  return format(day, "MMMM yyyy");
}

const MALAYSIA_ZONE: Record<Locale, string> = {
  en: "Malaysia time (UTC+8)",
  ms: "waktu Malaysia (UTC+8)",
  "zh-Hans": "马来西亚时间 (UTC+8)",
};

/**
 * A moment as a customer in Malaysia reads it, in their language, with the zone named:
 * "Nov 26, 2026 14:09 Malaysia time (UTC+8)", "26 Nov 2026 14:09 waktu Malaysia (UTC+8)",
 * "2026年11月26日 14:09 马来西亚时间 (UTC+8)". English is exactly formatMalaysiaTime's text.
 */
export function formatMalaysiaTimeIn(locale: Locale, iso: string | Date): string {
  if (locale === "en") return formatMalaysiaTime(iso);
  const at = malaysiaClockOf(iso);
  return `${formatDayIn(locale, at)} ${formatDay(at, "HH:mm")} ${MALAYSIA_ZONE[locale]}`;
}

/**
 * A moment in a list row, in the reader's language: "Nov 27, 2026 01:30 MYT", "27 Nov 2026 01:30 MYT",
 * "2026年11月27日 01:30 MYT". English is exactly formatMalaysiaShort's text.
 */
function formatMalaysiaShortIn(locale: Locale, iso: string | Date): string {
  if (locale === "en") return formatMalaysiaShort(iso);
  const at = malaysiaClockOf(iso);
  return `${formatDayIn(locale, at)} ${formatDay(at, "HH:mm")} MYT`;
}

/** The moments a list shows, written by the loader in its language and looked up by ISO text, as daysIn. */
export function momentsIn(
  locale: Locale,
  isos: readonly (string | null | undefined)[],
): Record<string, string> {
  const moments: Record<string, string> = {};
  for (const iso of isos) if (iso) moments[iso] = formatMalaysiaShortIn(locale, iso);
  return moments;
}

/**
 * The days a page shows, written in its language by the loader and looked up by their ISO text in
 * the component (`days[esim.expiresAt]`): the day in Malaysia, as formatMalaysiaDay.
 */
export function daysIn(locale: Locale, isos: readonly (string | null | undefined)[]): Record<string, string> {
  const days: Record<string, string> = {};
  for (const iso of isos) if (iso) days[iso] = formatMalaysiaDayIn(locale, iso);
  return days;
}

import { MALAYSIA_OFFSET_MS, malaysiaMidnight } from "../../../app/lib/dates";

// Receipts are numbered by the Malaysia year and e-invoiced by the Malaysia month (UTC+8 all year).

/** The calendar year in Malaysia of a moment: receipt and credit-note sequences restart with it. */
export const malaysiaYearOf = (ms: number) => new Date(ms + MALAYSIA_OFFSET_MS).getUTCFullYear();

/** "2026-11" for a moment in November in Kuala Lumpur. */
export const malaysiaMonthOf = (ms: number) => new Date(ms + MALAYSIA_OFFSET_MS).toISOString().slice(0, 7);

/** The moments a Malaysia month ("2026-11") starts and the next one starts, in epoch milliseconds. */
export function malaysiaMonthRange(month: string): { start: number; end: number } {
  const [year = 0, number = 1] = month.split("-").map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { start: malaysiaMidnight(`${month}-01`), end: malaysiaMidnight(`${next}-01`) };
}

// Malaysia's clock without date-fns: the chat's message list needs only this, and importing it from
// dates.ts put date-fns (and its load-time setup) into the widget every storefront page fetches.

/** Asia/Kuala_Lumpur is UTC+8 all year (no daylight saving), so its days are computed, not looked up. */
export const MALAYSIA_OFFSET_MS = 8 * 60 * 60_000;

/** The clock alone, for a chat bubble: "08:00 MYT". */
export function formatMalaysiaHour(iso: string): string {
  return `${new Date(Date.parse(iso) + MALAYSIA_OFFSET_MS).toISOString().slice(11, 16)} MYT`;
}

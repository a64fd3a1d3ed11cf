// Turning the product form's text fields into the stored numbers (`docs/decisions/0003-money-and-plan-fields.md`).

/** "7", "7 days", "1 Day" → 7; null when not a whole number of days from 1 to 3650. */
export function parseDurationDays(text: string): number | null {
  const match = /^(\d{1,4})\s*(?:days?)?$/i.exec(text.trim());
  if (!match) return null;
  const days = Number(match[1]);
  return days >= 1 && days <= 3650 ? days : null;
}

/** "5 GB", "5GB", "1.5 GB", "500 MB", "Unlimited" → megabytes (null = Unlimited); undefined when unreadable. */
export function parseDataMb(text: string): number | null | undefined {
  const value = text.trim();
  if (/^unlimited$/i.test(value)) return null;
  const match = /^(\d{1,5}(?:\.\d{1,2})?)\s*(gb|mb)$/i.exec(value);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const mb = match[2]?.toLowerCase() === "gb" ? Math.round(amount * 1024) : amount;
  return Number.isInteger(mb) && mb >= 1 ? mb : undefined;
}

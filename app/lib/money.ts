/** Integer sen → "25.00" (the API's decimal string). */
export function senToDecimal(sen: number): string {
  const sign = sen < 0 ? "-" : "";
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "25.00" | "25" | "25.5" → 2500; null when not a valid non-negative amount with ≤ 2 decimals. */
export function decimalToSen(value: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Display price with the RM prefix and thousands separators: "RM 1,234.50". */
// Grouped by hand, not with Intl.NumberFormat: building a formatter loads locale data, which cost
// Home about 40 ms of main-thread time in the browser before hydration (160 ms on a throttled
// phone), and en-MY groups by threes with commas anyway.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatRm(sen: number): string {
  return `RM ${formatAmount(sen)}`;
}

/** The amount alone, "1,234.50": table columns whose heading already names the currency. */
export function formatAmount(sen: number): string {
  const [whole = "0", fraction = "00"] = senToDecimal(sen).split(".");
  return `${whole.replace(THOUSANDS, ",")}.${fraction}`;
}

/** "MYR 1,234.50": chart axes and tooltips, in the currency code. */
export function formatMyr(sen: number): string {
  return `MYR ${formatAmount(sen)}`;
}

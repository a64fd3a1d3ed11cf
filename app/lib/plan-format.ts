export function formatDuration(days: number): string {
  return days === 1 ? "1 Day" : `${days} Days`;
}

export function formatData(dataMb: number | null): string {
  if (dataMb === null) return "Unlimited";
  if (dataMb < 1024) return `${dataMb} MB`;
  const gb = dataMb / 1024;
  return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
}

/** What a plan costs per GB, or per day when its data is unlimited, in whole sen. */
export function unitPrice(p: { priceSen: number; dataMb: number | null; durationDays: number }): {
  sen: number;
  unit: "GB" | "day";
} {
  if (p.dataMb === null || p.dataMb === 0)
    return { sen: Math.round(p.priceSen / p.durationDays), unit: "day" };
  return { sen: Math.round((p.priceSen * 1024) / p.dataMb), unit: "GB" };
}

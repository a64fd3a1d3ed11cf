export function formatDuration(days: number): string {
  return days === 1 ? "1 Day" : `${days} Days`;
}

export function formatData(dataMb: number | null): string {
  if (dataMb === null) return "Unlimited";
  if (dataMb < 1024) return `${dataMb} MB`;
  const gb = dataMb / 1024;
  return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
}

// The catalogue's one vocabulary: every region, plan type, duration band and data band
// with its URL slug and its label. Shop filters, admin options, validation messages, the database's
// enums and the SQL of the filters are all derived from these lists. Plain data, no zod, so the
// shop's browser bundle can read it.

const GB = 1024;

export const REGION_BY_SLUG = {
  "asia-pacific": "Asia Pacific",
  europe: "Europe",
  americas: "Americas",
  global: "Global",
} as const;
type RegionSlug = keyof typeof REGION_BY_SLUG;
export type Region = (typeof REGION_BY_SLUG)[RegionSlug];
export const REGIONS = Object.values(REGION_BY_SLUG) as [Region, ...Region[]];

export const TYPE_BY_SLUG = { esim: "eSIM", "physical-sim": "Physical SIM" } as const;
type ProductTypeSlug = keyof typeof TYPE_BY_SLUG;
export type ProductType = (typeof TYPE_BY_SLUG)[ProductTypeSlug];
export const PRODUCT_TYPES = Object.values(TYPE_BY_SLUG) as [ProductType, ...ProductType[]];

/** Validity in days, both ends inclusive. */
export const DURATION_BANDS = {
  "1-7": { label: "1-7 Days", days: [1, 7] },
  "8-15": { label: "8-15 Days", days: [8, 15] },
  "16-30": { label: "16-30 Days", days: [16, 30] },
  "30-plus": { label: "30+ Days", days: [31, Number.MAX_SAFE_INTEGER] },
} as const;

/**
 * Data allowance in MB: above the first bound, at most the second; each band starts just above the
 * previous one, so a 5.5 GB plan is "6-15 GB". Unlimited plans have no amount (null).
 */
export const DATA_BANDS = {
  "1-5": { label: "1-5 GB", mb: [0, 5 * GB] },
  "6-15": { label: "6-15 GB", mb: [5 * GB, 15 * GB] },
  "16-50": { label: "16-50 GB", mb: [15 * GB, 50 * GB] },
  unlimited: { label: "Unlimited", mb: null },
} as const;

/** "Asia Pacific, Europe, Americas or Global". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** `{ slug: label }` of a band table, for a select's options. */
export function bandLabels<Bands extends Record<string, { label: string }>>(
  bands: Bands,
): { [Slug in keyof Bands]: Bands[Slug]["label"] } {
  return Object.fromEntries(Object.entries(bands).map(([slug, band]) => [slug, band.label])) as {
    [Slug in keyof Bands]: Bands[Slug]["label"];
  };
}

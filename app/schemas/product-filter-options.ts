import { bandLabels, DATA_BANDS, DURATION_BANDS, REGION_BY_SLUG, TYPE_BY_SLUG } from "./catalogue-vocabulary";

// The four shop filters of SPEC.md §9 (URL value → label) as plain data without zod, so the shop's
// browser bundle stays small; the schemas in product-filters.ts are built from these lists.
export const REGION_FILTERS = { all: "All Countries", ...REGION_BY_SLUG } as const;
export const DURATION_FILTERS = { all: "All Durations", ...bandLabels(DURATION_BANDS) } as const;
export const DATA_FILTERS = { all: "All Data Plans", ...bandLabels(DATA_BANDS) } as const;
export const TYPE_FILTERS = { all: "All Types", ...TYPE_BY_SLUG } as const;

export const SORT_OPTIONS = {
  recommended: "Recommended",
  price: "Price: low to high",
  "price-per-gb": "Price per GB",
  duration: "Duration: shortest first",
} as const;
export type ProductSort = keyof typeof SORT_OPTIONS;

export const SHOP_PAGE_SIZE = 9;

export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") out[key] = value;
  return out;
}

// The four shop filters of SPEC.md §9 (URL value → label) as plain data without zod, so the shop's
// browser bundle stays small; the schemas in product-filters.ts are built from these lists.
export const REGION_FILTERS = {
  all: "All Countries",
  "asia-pacific": "Asia Pacific",
  europe: "Europe",
  americas: "Americas",
  global: "Global",
} as const;

export const DURATION_FILTERS = {
  all: "All Durations",
  "1-7": "1-7 Days",
  "8-15": "8-15 Days",
  "16-30": "16-30 Days",
  "30-plus": "30+ Days",
} as const;

export const DATA_FILTERS = {
  all: "All Data Plans",
  "1-5": "1-5 GB",
  "6-15": "6-15 GB",
  "16-50": "16-50 GB",
  unlimited: "Unlimited",
} as const;

export const TYPE_FILTERS = {
  all: "All Types",
  esim: "eSIM",
  "physical-sim": "Physical SIM",
} as const;

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

import { z } from "./zod";

// The shop's four filters (SPEC.md §9) plus the destination search, as URL values.
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

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

const fields = {
  region: z.enum(keysOf(REGION_FILTERS)).default("all"),
  duration: z.enum(keysOf(DURATION_FILTERS)).default("all"),
  data: z.enum(keysOf(DATA_FILTERS)).default("all"),
  type: z.enum(keysOf(TYPE_FILTERS)).default("all"),
  q: z.string().trim().max(80, "Search must be at most 80 characters").default(""),
  page: z.coerce.number().int().min(1).max(100).default(1),
};

/** Strict: the JSON API answers 400 for a value it does not know. */
export const ProductFiltersSchema = z.object(fields);

/** Lenient: a hand-edited shop URL falls back to "all" instead of failing. */
export const ShopSearchParamsSchema = z.object({
  region: fields.region.catch("all"),
  duration: fields.duration.catch("all"),
  data: fields.data.catch("all"),
  type: fields.type.catch("all"),
  q: fields.q.catch(""),
  page: fields.page.catch(1),
});

export type ProductFilters = z.infer<typeof ProductFiltersSchema>;

export const SHOP_PAGE_SIZE = 9;

export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") out[key] = value;
  return out;
}

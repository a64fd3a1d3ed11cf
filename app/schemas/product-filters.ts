import {
  DATA_FILTERS,
  DURATION_FILTERS,
  REGION_FILTERS,
  SORT_OPTIONS,
  TYPE_FILTERS,
} from "./product-filter-options";
import { z } from "./zod";

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

const fields = {
  region: z.enum(keysOf(REGION_FILTERS)).default("all"),
  duration: z.enum(keysOf(DURATION_FILTERS)).default("all"),
  data: z.enum(keysOf(DATA_FILTERS)).default("all"),
  type: z.enum(keysOf(TYPE_FILTERS)).default("all"),
  q: z.string().trim().max(80, "Search must be at most 80 characters").default(""),
  page: z.coerce.number().int().min(1).max(100).default(1),
  sort: z.enum(keysOf(SORT_OPTIONS)).default("recommended"),
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
  sort: fields.sort.catch("recommended"),
});

export type ProductFilters = z.infer<typeof ProductFiltersSchema>;

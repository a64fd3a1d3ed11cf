// A plan as the storefront and the admin see it; produced by worker/services/catalogue/products.ts. The value
// lists live here, free of drizzle, so the database schema and the browser bundle share them.

import { PRODUCT_TYPES, type ProductType } from "./catalogue-vocabulary";

export { PRODUCT_TYPES, type ProductType };

export const PLAN_SPEEDS = ["4G", "5G"] as const;
type PlanSpeed = (typeof PLAN_SPEEDS)[number];

export const VALIDITY_STARTS = ["first-use", "purchase"] as const;
type ValidityStart = (typeof VALIDITY_STARTS)[number];

/** A destination a plan covers (decision 0014). */
export interface PlanDestination {
  code: string;
  slug: string;
  name: string;
  flag: string;
}

/** A product as the API and the pages see it (SPEC.md §3: price as a decimal string). */
export interface ProductDto {
  id: number;
  slug: string;
  name: string;
  /** What staff wrote about the plan; null when nothing was written. */
  description: string | null;
  region: string;
  duration: string;
  durationDays: number;
  data: string;
  dataMb: number | null;
  price: string;
  originalPrice: string | null;
  priceSen: number;
  originalPriceSen: number | null;
  coverage: string;
  countries: string[];
  type: ProductType;
  popular: boolean;
  image: string;
  purchaseUrl: string;
  active: boolean;
  createdAt: string;
  /** The destinations it covers; `countries` and `coverage` are derived from them. */
  destinations: PlanDestination[];
  networks: string | null;
  speed: PlanSpeed | null;
  hotspot: boolean | null;
  validityStart: ValidityStart | null;
  topUp: boolean | null;
}

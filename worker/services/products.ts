import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { senToDecimal } from "../../app/lib/money";
import { formatData, formatDuration } from "../../app/lib/plan-format";
import type { ProductFilters } from "../../app/schemas/product-filters";
import type { Database } from "../db/client";
import { products } from "../db/schema";

type ProductRow = typeof products.$inferSelect;

/** A product as the API and the pages see it (SPEC.md §3: price as a decimal string). */
export interface ProductDto {
  id: number;
  slug: string;
  name: string;
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
  type: ProductRow["type"];
  popular: boolean;
  image: string;
  purchaseUrl: string;
  active: boolean;
  createdAt: string;
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    region: row.region,
    duration: formatDuration(row.durationDays),
    durationDays: row.durationDays,
    data: formatData(row.dataMb),
    dataMb: row.dataMb,
    price: senToDecimal(row.priceSen),
    originalPrice: row.originalPriceSen === null ? null : senToDecimal(row.originalPriceSen),
    priceSen: row.priceSen,
    originalPriceSen: row.originalPriceSen,
    coverage: row.coverage,
    countries: row.countries ? row.countries.split(",").map((c) => c.trim()) : [],
    type: row.type,
    popular: row.popular,
    image: row.image,
    purchaseUrl: row.purchaseUrl,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const REGION_BY_FILTER = {
  "asia-pacific": "Asia Pacific",
  europe: "Europe",
  americas: "Americas",
  global: "Global",
} as const;

const TYPE_BY_FILTER = { esim: "eSIM", "physical-sim": "Physical SIM" } as const;

const DAYS_BY_FILTER = {
  "1-7": [1, 7],
  "8-15": [8, 15],
  "16-30": [16, 30],
  "30-plus": [31, Number.MAX_SAFE_INTEGER],
} as const;

const GB = 1024;
// Upper bounds are inclusive; each band starts just above the previous one, so a 5.5 GB plan is "6-15 GB".
const DATA_MB_BY_FILTER = {
  "1-5": [0, 5 * GB],
  "6-15": [5 * GB, 15 * GB],
  "16-50": [15 * GB, 50 * GB],
} as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereFor(filters: Omit<ProductFilters, "page">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];
  if (filters.region !== "all") conditions.push(eq(products.region, REGION_BY_FILTER[filters.region]));
  if (filters.type !== "all") conditions.push(eq(products.type, TYPE_BY_FILTER[filters.type]));
  if (filters.duration !== "all") {
    const [min, max] = DAYS_BY_FILTER[filters.duration];
    conditions.push(and(gt(products.durationDays, min - 1), lte(products.durationDays, max)));
  }
  if (filters.data === "unlimited") conditions.push(isNull(products.dataMb));
  else if (filters.data !== "all") {
    const [above, atMost] = DATA_MB_BY_FILTER[filters.data];
    conditions.push(and(gt(products.dataMb, above), lte(products.dataMb, atMost)));
  }
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const matches = (column: AnySQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        matches(products.countries),
        matches(products.region),
        matches(products.name),
        matches(products.coverage),
      ),
    );
  }
  return and(...conditions);
}

export interface ProductPage {
  items: ProductDto[];
  total: number;
  hasMore: boolean;
}

const ORDER = [desc(products.popular), asc(products.priceSen), asc(products.id)];

/** The two statements of a product page (items and total), for a caller's own D1 batch. */
export function activeProductsQueries(db: Database, filters: Omit<ProductFilters, "page">, limit?: number) {
  const where = whereFor(filters);
  const itemsQuery = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...ORDER);
  return [
    limit === undefined ? itemsQuery : itemsQuery.limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ] as const;
}

export function toProductPage(rows: ProductRow[], totals: { total: number }[]): ProductPage {
  const total = totals[0]?.total ?? 0;
  return { items: rows.map(toProductDto), total, hasMore: rows.length < total };
}

/** Active products matching the filters; `limit` undefined means all of them. */
export async function listActiveProducts(
  db: Database,
  filters: Omit<ProductFilters, "page">,
  limit?: number,
): Promise<ProductPage> {
  const [rows, totals] = await db.batch(activeProductsQueries(db, filters, limit));
  return toProductPage(rows, totals);
}

export async function getActiveProductBySlug(db: Database, slug: string): Promise<ProductDto | null> {
  const row = await db.query.products.findFirst({
    where: and(eq(products.slug, slug), eq(products.active, true)),
  });
  return row ? toProductDto(row) : null;
}

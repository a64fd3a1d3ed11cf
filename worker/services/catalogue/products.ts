import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import { formatData, formatDuration } from "../../../app/lib/plan-format";
import {
  DATA_BANDS,
  DURATION_BANDS,
  REGION_BY_SLUG,
  TYPE_BY_SLUG,
} from "../../../app/schemas/catalogue-vocabulary";
import type { PlanDestination, ProductDto } from "../../../app/schemas/product";
import type { ProductSort } from "../../../app/schemas/product-filter-options";
import type { ProductFilters } from "../../../app/schemas/product-filters";
import type { ProductReviews, ReviewStanding } from "../../../app/schemas/reviews";
import type { Database } from "../../db/client";
import { productDestinations, products } from "../../db/schema";
import { reviewStandingStatements, toReviewStandings } from "./buyer-reviews";
import { destinationsOfProducts } from "./destinations";
import { productReviewStatements, toProductReviews } from "./reviews";
import { sellablePlan } from "./sellable";
import { productColumns } from "./translated";

type ProductRow = typeof products.$inferSelect;

/** What a plan list asks for; `locale` chooses the language of the names and descriptions (English if left out). */
export type CatalogueQuery = Omit<ProductFilters, "page" | "sort"> & { sort?: ProductSort; locale?: Locale };

/** SPEC.md §3 coverage text, derived from the destinations when the plan has any. */
function coverageText(row: Pick<ProductRow, "coverage" | "region">, dests: PlanDestination[]): string {
  if (dests.length === 0) return row.coverage;
  if (dests.length <= 3) return dests.map((d) => d.name).join(", ");
  return row.region === REGION_BY_SLUG.global
    ? `${dests.length} countries worldwide`
    : `${dests.length} countries in ${row.region}`;
}

export function toProductDto(row: ProductRow, dests?: PlanDestination[]): ProductDto {
  const legacy = row.countries ? row.countries.split(",").map((c) => c.trim()) : [];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description || null,
    region: row.region,
    duration: formatDuration(row.durationDays),
    durationDays: row.durationDays,
    data: formatData(row.dataMb),
    dataMb: row.dataMb,
    price: senToDecimal(row.priceSen),
    originalPrice: row.originalPriceSen === null ? null : senToDecimal(row.originalPriceSen),
    priceSen: row.priceSen,
    originalPriceSen: row.originalPriceSen,
    coverage: dests ? coverageText(row, dests) : row.coverage,
    countries: dests ? dests.map((d) => d.name) : legacy,
    type: row.type,
    popular: row.popular,
    image: row.image,
    purchaseUrl: row.purchaseUrl,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    destinations: dests ?? [],
    networks: row.networks,
    speed: row.speed,
    hotspot: row.hotspot,
    validityStart: row.validityStart,
    topUp: row.topUp,
  };
}

/** DTOs with their destinations, in one more query. */
export async function toProductDtos(db: Database, rows: ProductRow[]): Promise<ProductDto[]> {
  const dests = await destinationsOfProducts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProductDto(row, dests.get(row.id) ?? []));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How a destination search narrows and orders the list. */
export interface DestinationScope {
  /** The destination's id, or a subquery that finds it (so a caller can batch without reading it first). */
  destinationId: number | SQL;
  /** Only plans for more than this one destination (the "nearest match" offer). */
  excludeLocal?: boolean;
  /** Other destinations every plan must cover too (a search for "Japan Korea"). */
  alsoCovering?: number[];
}

const destinationCount = sql<number>`(select count(*) from ${productDestinations} where ${productDestinations.productId} = ${products.id})`;

/** 0 = that country alone, 1 = a regional plan covering it, 2 = a global plan. */
export const coverageGroup = sql<number>`case when ${products.region} = ${REGION_BY_SLUG.global} then 2 when ${destinationCount} = 1 then 0 else 1 end`;

function whereFor(filters: CatalogueQuery, scope?: DestinationScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [sellablePlan];
  if (scope) {
    for (const destinationId of [scope.destinationId, ...(scope.alsoCovering ?? [])])
      conditions.push(
        sql`exists (select 1 from ${productDestinations} where ${productDestinations.productId} = ${products.id} and ${productDestinations.destinationId} = ${destinationId})`,
      );
    if (scope.excludeLocal) conditions.push(sql`${destinationCount} > 1`);
  }
  if (filters.region !== "all") conditions.push(eq(products.region, REGION_BY_SLUG[filters.region]));
  if (filters.type !== "all") conditions.push(eq(products.type, TYPE_BY_SLUG[filters.type]));
  if (filters.duration !== "all") {
    const [min, max] = DURATION_BANDS[filters.duration].days;
    conditions.push(and(gt(products.durationDays, min - 1), lte(products.durationDays, max)));
  }
  if (filters.data === "unlimited") conditions.push(isNull(products.dataMb));
  else if (filters.data !== "all") {
    const [above, atMost] = DATA_BANDS[filters.data].mb;
    conditions.push(and(gt(products.dataMb, above), lte(products.dataMb, atMost)));
  }
  if (filters.q && !scope) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const matches = (column: AnySQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        matches(products.countries),
        matches(products.region),
        matches(products.name),
        matches(products.nameMs),
        matches(products.nameZh),
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

const pricePerUnit = sql`case when ${products.dataMb} is null then 1 else 0 end, (${products.priceSen} * 1.0 / coalesce(${products.dataMb}, ${products.durationDays}))`;

function orderFor(sort: ProductSort, scope?: DestinationScope): SQL[] {
  const group = scope ? [coverageGroup] : [];
  const tail = [asc(products.priceSen), asc(products.id)];
  switch (sort) {
    case "price":
      return [...group, ...tail];
    case "price-per-gb":
      return [...group, pricePerUnit, ...tail];
    case "duration":
      return [...group, asc(products.durationDays), ...tail];
    default:
      return [...group, desc(products.popular), ...tail];
  }
}

/** The two statements of a product page (items and total), for a caller's own D1 batch. */
export function activeProductsQueries(
  db: Database,
  filters: CatalogueQuery,
  limit?: number,
  scope?: DestinationScope,
) {
  const where = whereFor(filters, scope);
  const itemsQuery = db
    .select(productColumns(filters.locale))
    .from(products)
    .where(where)
    .orderBy(...orderFor(filters.sort ?? "recommended", scope));
  return [
    limit === undefined ? itemsQuery : itemsQuery.limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ] as const;
}

export async function toProductPage(
  db: Database,
  rows: ProductRow[],
  totals: { total: number }[],
): Promise<ProductPage> {
  const total = totals[0]?.total ?? 0;
  return { items: await toProductDtos(db, rows), total, hasMore: rows.length < total };
}

/** Active products matching the filters; `limit` undefined means all of them. */
export async function listActiveProducts(
  db: Database,
  filters: CatalogueQuery,
  limit?: number,
  scope?: DestinationScope,
): Promise<ProductPage> {
  const [rows, totals] = await db.batch(activeProductsQueries(db, filters, limit, scope));
  return toProductPage(db, rows, totals);
}

/**
 * The plan page: the active plan, its reviews and their summary, and a signed-in customer's review
 * standing (`reviewer`) in one round trip, then its destinations (two D1 round trips; the page
 * shell adds the third).
 */
export async function getPlanPage(
  db: Database,
  slug: string,
  locale: Locale = "en",
  /** The signed-in customer whose standing the page shows; null for a visitor. */
  reviewer: number | null = null,
): Promise<{ product: ProductDto; reviews: ProductReviews; standing: ReviewStanding | null } | null> {
  const plan = db
    .select(productColumns(locale))
    .from(products)
    .where(and(eq(products.slug, slug), sellablePlan))
    .limit(1);
  const [rowsOfPlan, reviewRows, [summary], ...standingReads] = await db.batch([
    plan,
    ...productReviewStatements(db, slug),
    ...(reviewer === null ? [] : reviewStandingStatements(db, reviewer, { slug })),
  ]);
  const row = rowsOfPlan[0];
  if (!row) return null;
  const [product] = await toProductDtos(db, [row]);
  if (!product) return null;
  const [written, lines] = standingReads;
  const standing =
    written && lines ? (toReviewStandings([row.id], [written, lines]).get(row.id) ?? null) : null;
  return { product, reviews: toProductReviews(reviewRows, summary), standing };
}

/** A plan's name in the page's language, for a link back to it; null once it is off sale. */
export async function planName(db: Database, slug: string, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ name: productColumns(locale).name })
    .from(products)
    .where(and(eq(products.slug, slug), sellablePlan))
    .limit(1);
  return row?.name ?? null;
}

// The shop's destination search (decision 0014): a query becomes a destination (or a region), and the
// plans for it come local first, then regional, then global. A search never ends on an empty page.

import { eq, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { REGION_BY_SLUG } from "../../../app/schemas/catalogue-vocabulary";
import type { ProductDto } from "../../../app/schemas/product";
import type { Database } from "../../db/client";
import { destinations } from "../../db/schema";
import { type DestinationMatch, searchDestinations } from "./destinations";
import { normalize } from "./destinations/match";
import { resolvePlaces } from "./destinations/resolve";
import {
  activeProductsQueries,
  type CatalogueQuery,
  type DestinationScope,
  listActiveProducts,
  type ProductPage,
  toProductPage,
} from "./products";

type Filters = CatalogueQuery;

export type CoverageKind = "local" | "regional" | "global";

export interface PlanSearchResult extends ProductPage {
  /** "Plans for Japan"; null when the query was empty. */
  heading: string | null;
  /** Said above the list when the plans shown are an offer rather than an answer. */
  notice: string | null;
  destination: Pick<DestinationMatch, "name" | "slug" | "flag" | "code"> | null;
  /** The heading and notice as data (which sentence, about which region), for pages in other languages. */
  said: SearchSaid | null;
}

export interface SearchSaid {
  heading: "for" | "text" | "covering" | "global";
  /** The region the heading names ("Europe"); otherwise it names the destination, or the query. */
  region: string | null;
  notice: "nearest" | "filters" | "unknown" | null;
}

export function coverageKind(product: Pick<ProductDto, "region" | "destinations">): CoverageKind {
  if (product.region === REGION_BY_SLUG.global) return "global";
  return product.destinations.length === 1 ? "local" : "regional";
}

const ALL_PLANS = { region: "all", duration: "all", data: "all", type: "all", q: "" } as const;

/**
 * `/esim/<slug>`: the destination and every active plan covering it (cheapest first within local,
 * regional, global), read in one round trip with the plans' destinations in a second.
 */
export async function destinationPage(db: Database, slug: string, locale: Locale = "en") {
  const destinationId = sql`(select ${destinations.id} from ${destinations} where ${destinations.slug} = ${slug})`;
  const [found, rows, totals] = await db.batch([
    db.select().from(destinations).where(eq(destinations.slug, slug)).limit(1),
    ...activeProductsQueries(db, { ...ALL_PLANS, sort: "price", locale }, undefined, { destinationId }),
  ]);
  const destination = found[0];
  if (!destination) return null;
  const { items } = await toProductPage(db, rows, totals);
  return { destination, items };
}

/**
 * `offer`: when nothing answers the query, offer the nearest match's regional and global plans, or
 * the global ones (the shop page). The JSON API passes false and answers only what matched.
 */
export async function searchPlans(
  db: Database,
  filters: Filters,
  limit?: number,
  { offer = true } = {},
): Promise<PlanSearchResult> {
  const q = normalize(filters.q);
  const none = { heading: null, notice: null, destination: null, said: null };
  // Punctuation only ("%") is searched as typed, as literal text.
  if (!q) return { ...none, ...(await listActiveProducts(db, filters, limit)) };

  // The suggestion box's resolver: its first answer is what the shop shows.
  const { region, destinations: found } = await resolvePlaces(db, q, { limit: 1 });
  if (region?.kind === "exact" && (filters.region === "all" || filters.region === region.slug)) {
    const page = await listActiveProducts(db, { ...filters, q: "", region: region.slug }, limit);
    return {
      ...none,
      heading: `Plans for ${region.name}`,
      said: { heading: "for", region: region.name, notice: null },
      ...page,
    };
  }

  const [best] = found;
  if (best) {
    const scope: DestinationScope = { destinationId: best.id };
    const page = await listActiveProducts(db, filters, limit, scope);
    const destination = { name: best.name, slug: best.slug, flag: best.flag, code: best.code };
    if (page.total > 0 || !offer)
      return {
        heading: `Plans for ${best.name}`,
        notice: null,
        destination,
        said: { heading: "for", region: null, notice: null },
        ...page,
      };
    return fallback(db, filters, limit, {
      reason: `No plan matches these filters for ${best.name}.`,
      said: "filters",
      destination,
    });
  }

  // Not a place: maybe part of a plan's name ("unlimited").
  const text = await listActiveProducts(db, filters, limit);
  if (text.total > 0 || !offer)
    return {
      ...none,
      heading: `Plans matching “${filters.q}”`,
      said: { heading: "text", region: null, notice: null },
      ...text,
    };

  const [nearest] = await searchDestinations(db, q, { limit: 1, loose: true });
  if (nearest) {
    const page = await listActiveProducts(db, { ...filters, q: "" }, limit, {
      destinationId: nearest.id,
      excludeLocal: true,
    });
    const destination = { name: nearest.name, slug: nearest.slug, flag: nearest.flag, code: nearest.code };
    if (page.total > 0)
      return {
        heading: `Plans covering ${nearest.name}`,
        notice: `We found no destination called “${filters.q}”. The nearest match is ${nearest.name}: these regional and global plans cover it.`,
        destination,
        said: { heading: "covering", region: null, notice: "nearest" },
        ...page,
      };
  }
  return fallback(db, filters, limit, {
    reason: `We found no destination called “${filters.q}”.`,
    said: "unknown",
    destination: null,
  });
}

/** Global plans as the next step, so a search never ends on an empty page. */
async function fallback(
  db: Database,
  filters: Filters,
  limit: number | undefined,
  {
    reason,
    said,
    destination,
  }: { reason: string; said: "filters" | "unknown"; destination: PlanSearchResult["destination"] },
): Promise<PlanSearchResult> {
  const page = await listActiveProducts(
    db,
    { ...filters, q: "", region: "global", duration: "all", data: "all" },
    limit,
  );
  return {
    heading: "Global plans",
    notice: `${reason} Our global plans work in many countries; check a plan's coverage before you buy, or browse every destination.`,
    destination,
    said: { heading: "global", region: null, notice: said },
    ...page,
  };
}

// The shop's destination search (decision 0014): a query becomes a destination (or a region), and the
// plans for it come local first, then regional, then global; several destinations ("Japan Korea") find
// the plans covering all of them (decision 0076). A search never ends on an empty page.

import { eq, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { REGION_BY_SLUG } from "../../../app/schemas/catalogue-vocabulary";
import type { ProductDto } from "../../../app/schemas/product";
import type { Database } from "../../db/client";
import { destinations } from "../../db/schema";
import { type DestinationMatch, searchDestinations, searchPlaceList } from "./destinations";
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

type Place = Pick<DestinationMatch, "name" | "slug" | "flag" | "code">;

/**
 * What a search found, as data: which sentence heads the list and which notice stands above it are
 * keys (`said`), worded by the page in its language (worker/web/pages/catalogue/shop-words.server.ts).
 */
export interface PlanSearchResult extends ProductPage {
  destination: Place | null;
  /** The destinations a query listed ("Japan Korea"), every plan shown covering all of them; else empty. */
  places: Place[];
  /** Which heading and notice, about which region; null when the query was empty. */
  said: SearchSaid | null;
}

export interface SearchSaid {
  heading: "for" | "text" | "covering" | "global" | "together";
  /** The region the heading names ("Europe"); otherwise it names the destination(s), or the query. */
  region: string | null;
  notice: "nearest" | "filters" | "unknown" | "together" | null;
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
  const none = { destination: null, places: [], said: null };
  // Punctuation only ("%") is searched as typed, as literal text.
  if (!q) return { ...none, ...(await listActiveProducts(db, filters, limit)) };

  // The suggestion box's resolver: its first answer is what the shop shows.
  const { region, destinations: found } = await resolvePlaces(db, q, { limit: 1 });
  if (region?.kind === "exact" && (filters.region === "all" || filters.region === region.slug)) {
    const page = await listActiveProducts(db, { ...filters, q: "", region: region.slug }, limit);
    return { ...none, said: { heading: "for", region: region.name, notice: null }, ...page };
  }

  const [best] = found;
  // One country's name wins ("South Korea"); otherwise maybe several ("Japan Korea").
  const listed = best?.kind === "exact" ? null : await searchPlaceList(db, filters.q);
  if (listed) return plansCoveringAll(db, { filters, limit, offer }, listed);
  if (best) {
    const scope: DestinationScope = { destinationId: best.id };
    const page = await listActiveProducts(db, filters, limit, scope);
    const destination = placeOf(best);
    if (page.total > 0 || !offer)
      return { ...none, destination, said: { heading: "for", region: null, notice: null }, ...page };
    return fallback(db, { filters, limit }, { ...none, destination, said: "filters" });
  }

  // Not a place: maybe part of a plan's name ("unlimited").
  const text = await listActiveProducts(db, filters, limit);
  if (text.total > 0 || !offer)
    return { ...none, said: { heading: "text", region: null, notice: null }, ...text };

  const [nearest] = await searchDestinations(db, q, { limit: 1, loose: true });
  if (nearest) {
    const page = await listActiveProducts(db, { ...filters, q: "" }, limit, {
      destinationId: nearest.id,
      excludeLocal: true,
    });
    if (page.total > 0)
      return {
        ...none,
        destination: placeOf(nearest),
        said: { heading: "covering", region: null, notice: "nearest" },
        ...page,
      };
  }
  return fallback(db, { filters, limit }, { ...none, said: "unknown" });
}

const placeOf = ({ name, slug, flag, code }: Place): Place => ({ name, slug, flag, code });

/** The plans covering every destination listed: regional first, then global. */
async function plansCoveringAll(
  db: Database,
  { filters, limit, offer }: { filters: Filters; limit: number | undefined; offer: boolean },
  listed: (Place & { id: number })[],
): Promise<PlanSearchResult> {
  const [first, ...rest] = listed;
  const places = listed.map(placeOf);
  const scope: DestinationScope = { destinationId: first?.id ?? 0, alsoCovering: rest.map((p) => p.id) };
  const page = await listActiveProducts(db, { ...filters, q: "" }, limit, scope);
  if (page.total > 0 || !offer)
    return { destination: null, places, said: { heading: "together", region: null, notice: null }, ...page };
  return fallback(db, { filters, limit }, { destination: null, places, said: "together" });
}

/** Global plans as the next step, so a search never ends on an empty page. */
async function fallback(
  db: Database,
  { filters, limit }: { filters: Filters; limit: number | undefined },
  found: Pick<PlanSearchResult, "destination" | "places"> & { said: "filters" | "unknown" | "together" },
): Promise<PlanSearchResult> {
  const page = await listActiveProducts(
    db,
    { ...filters, q: "", region: "global", duration: "all", data: "all" },
    limit,
  );
  return {
    destination: found.destination,
    places: found.places,
    said: { heading: "global", region: null, notice: found.said },
    ...page,
  };
}

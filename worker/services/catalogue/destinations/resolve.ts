// One resolver for what a traveller types (decision 0038): the suggestion box and the shop's search
// both ask it, so a word one of them understands the other understands too.

import { and, eq, inArray, min } from "drizzle-orm";
import { REGION_BY_SLUG } from "../../../../app/schemas/catalogue-vocabulary";
import type { ProductFilters } from "../../../../app/schemas/product-filters";
import type { Database } from "../../../db/client";
import { productDestinations, products } from "../../../db/schema";
import { coverageGroup } from "../products";
import { sellablePlan } from "../sellable";
import { type DestinationMatch, searchDestinations } from ".";
import { normalize } from "./match";

type RegionSlug = Exclude<ProductFilters["region"], "all">;

/** Words for the plan regions, in English, Malay and Chinese (simplified; traditional folds onto it). */
const REGION_WORDS: Record<string, RegionSlug> = {
  asia: "asia-pacific",
  "asia pacific": "asia-pacific",
  apac: "asia-pacific",
  "southeast asia": "asia-pacific",
  "asia tenggara": "asia-pacific",
  亚洲: "asia-pacific",
  亚太: "asia-pacific",
  东南亚: "asia-pacific",
  europe: "europe",
  eropah: "europe",
  eropa: "europe",
  schengen: "europe",
  balkans: "europe",
  balkan: "europe",
  scandinavia: "europe",
  欧洲: "europe",
  americas: "americas",
  amerika: "americas",
  "latin america": "americas",
  "south america": "americas",
  美洲: "americas",
  global: "global",
  worldwide: "global",
  world: "global",
  dunia: "global",
  全球: "global",
};

interface RegionMatch {
  slug: RegionSlug;
  name: string;
  /** The word typed when it was not the region's own name ("Eropah", "Balkans"). */
  matched: string | null;
  kind: "exact" | "prefix";
}

/**
 * What sells for a destination: "local" or "regional" when a plan names it, "global" when only a
 * global plan covers it, null when nothing does.
 */
export type Availability = "local" | "regional" | "global" | null;

interface ResolvedDestination extends DestinationMatch {
  availability: Availability;
}

export interface Resolution {
  region: RegionMatch | null;
  /** Destinations with a plan of their own first, then those only a global plan covers, then none. */
  destinations: ResolvedDestination[];
}

const AVAILABILITY: Availability[] = ["local", "regional", "global"];

function matchRegion(q: string, typed: string): RegionMatch | null {
  const exact = REGION_WORDS[q];
  const word = exact ? q : q.length >= 3 ? Object.keys(REGION_WORDS).find((w) => w.startsWith(q)) : undefined;
  const slug = word ? REGION_WORDS[word] : undefined;
  if (!word || !slug) return null;
  const name = REGION_BY_SLUG[slug];
  const said = exact ? typed.trim() : word;
  return { slug, name, matched: normalize(name) === word ? null : said, kind: exact ? "exact" : "prefix" };
}

/** The best kind of sellable plan covering each destination, in one query. */
async function availabilityOf(db: Database, ids: number[]): Promise<Map<number, Availability>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productDestinations.destinationId, best: min(coverageGroup) })
    .from(productDestinations)
    .innerJoin(products, and(eq(products.id, productDestinations.productId), sellablePlan))
    .where(inArray(productDestinations.destinationId, ids))
    .groupBy(productDestinations.destinationId);
  return new Map(rows.map((r) => [r.id, AVAILABILITY[Number(r.best)] ?? null]));
}

const rank = (a: Availability) => (a === "local" || a === "regional" ? 0 : a === "global" ? 1 : 2);

/** A region word and the destinations for what was typed, those with plans first. */
export async function resolvePlaces(
  db: Database,
  query: string,
  { limit = 8, loose = false }: { limit?: number; loose?: boolean } = {},
): Promise<Resolution> {
  const q = normalize(query);
  if (!q) return { region: null, destinations: [] };
  // More candidates than asked for, so ranking by what sells can lift one from further down.
  const matches = await searchDestinations(db, q, { limit: Math.max(limit * 3, 12), loose });
  const availability = await availabilityOf(
    db,
    matches.map((m) => m.id),
  );
  const destinations = matches
    .map((m) => ({ ...m, availability: availability.get(m.id) ?? null }))
    .sort((a, b) => rank(a.availability) - rank(b.availability) || b.score - a.score)
    .slice(0, limit);
  return { region: matchRegion(q, query), destinations };
}

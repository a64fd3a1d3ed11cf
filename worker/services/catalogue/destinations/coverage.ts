// Coverage as the catalogue keeps it (decision 0038): every number the shop states about where its
// plans work, and every row of Destinations A–Z, is read from which sellable plans cover what.

import { and, asc, countDistinct, eq, min, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { destinations, productDestinations, products } from "../../../db/schema";
import { coverageGroup } from "../products";
import { sellablePlan } from "../sellable";
import type { Availability } from "./resolve";

export interface DestinationSummary {
  code: string;
  slug: string;
  name: string;
  region: string;
  flag: string;
  popularity: number;
  /** The cheapest plan of the closest kind covering it (local, else regional, else global), in sen. */
  fromSen: number | null;
  /** Which kind of plan `fromSen` quotes; null when no plan covers it. */
  availability: Availability;
}

const KINDS: Availability[] = ["local", "regional", "global"];

/** Every destination A–Z with its cheapest real option, local plans before regional before global. */
export async function listDestinations(
  db: Database,
  { coveredOnly = false } = {},
): Promise<DestinationSummary[]> {
  const group = coverageGroup.as("plan_kind");
  const byKind = sql`plan_kind`;
  const rows = await db
    .select({
      id: destinations.id,
      code: destinations.code,
      slug: destinations.slug,
      name: destinations.name,
      region: destinations.region,
      flag: destinations.flag,
      popularity: destinations.popularity,
      group,
      fromSen: min(products.priceSen),
    })
    .from(destinations)
    .leftJoin(productDestinations, eq(productDestinations.destinationId, destinations.id))
    .leftJoin(products, and(eq(products.id, productDestinations.productId), sellablePlan))
    .groupBy(destinations.id, byKind)
    .orderBy(asc(destinations.name), byKind);
  const byId = new Map<number, DestinationSummary>();
  for (const { id, group: kind, fromSen, ...d } of rows) {
    const known = byId.get(id);
    const priced = fromSen === null ? null : { fromSen, availability: KINDS[Number(kind)] ?? null };
    // Rows come closest kind first, so the first priced row of a destination is its answer.
    if (!known) byId.set(id, { ...d, fromSen: null, availability: null, ...priced });
    else if (known.fromSen === null && priced) Object.assign(known, priced);
  }
  const list = [...byId.values()];
  return coveredOnly ? list.filter((d) => d.fromSen !== null) : list;
}

/** How many destinations a sellable plan covers, all told and per plan region (the shop's coverage claims). */
export function coveredCountQuery(db: Database) {
  return db
    .select({ countries: countDistinct(productDestinations.destinationId) })
    .from(productDestinations)
    .innerJoin(products, and(eq(products.id, productDestinations.productId), sellablePlan));
}

export function coveredCountOf(rows: { countries: number }[]): number {
  return rows[0]?.countries ?? 0;
}

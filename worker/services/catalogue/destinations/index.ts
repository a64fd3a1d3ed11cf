import { and, asc, eq, exists, gte, inArray, sql } from "drizzle-orm";
import type { PlanDestination } from "../../../../app/schemas/product";
import type { Database } from "../../../db/client";
import { destinationAliases, destinations, productDestinations, products } from "../../../db/schema";
import { sellablePlan } from "../sellable";
import {
  buildIndex,
  type DestinationEntry,
  type DestinationIndex,
  type DestinationMatch,
  matchDestinations,
} from "./match";
import { matchPlaceList } from "./place-list";

export type { DestinationMatch } from "./match";

// Destinations change only with a migration, so each isolate builds the index once.
let cached: Promise<DestinationIndex> | null = null;

async function loadIndex(db: Database): Promise<DestinationIndex> {
  const [rows, aliases] = await db.batch([
    db.select().from(destinations),
    db
      .select({ destinationId: destinationAliases.destinationId, alias: destinationAliases.alias })
      .from(destinationAliases),
  ]);
  const byId = new Map<number, DestinationEntry>(rows.map((r) => [r.id, { ...r, aliases: [] }]));
  for (const a of aliases) byId.get(a.destinationId)?.aliases.push(a.alias);
  return buildIndex([...byId.values()]);
}

function destinationIndex(db: Database): Promise<DestinationIndex> {
  cached ??= loadIndex(db).catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** GET /api/destinations?q=: the best destinations for what was typed (empty for an empty query). */
export async function searchDestinations(
  db: Database,
  query: string,
  options?: { limit?: number; loose?: boolean },
): Promise<DestinationMatch[]> {
  return matchDestinations(await destinationIndex(db), query, options);
}

/** The destinations a search lists ("Japan Korea"), when it reads wholly as two or more; else null. */
export async function searchPlaceList(db: Database, query: string): Promise<DestinationEntry[] | null> {
  return matchPlaceList(await destinationIndex(db), query);
}

/** Home's popular-country chips (covered by an active plan), A–Z, as a statement for Home's batch. */
export function popularDestinationsQuery(db: Database, limit = 8) {
  return (
    db
      // The code names the country in the page's language (worker/web/language/places.server.ts).
      .select({
        slug: destinations.slug,
        name: destinations.name,
        code: destinations.code,
        flag: destinations.flag,
      })
      .from(destinations)
      .where(
        and(
          gte(destinations.popularity, 2),
          exists(
            db
              .select({ one: sql`1` })
              .from(productDestinations)
              .innerJoin(products, and(eq(products.id, productDestinations.productId), sellablePlan))
              .where(eq(productDestinations.destinationId, destinations.id)),
          ),
        ),
      )
      .orderBy(asc(destinations.name))
      .limit(limit)
  );
}

/** D1 binds at most 100 parameters per statement. */
const IDS_PER_STATEMENT = 100;

/**
 * The destinations of each product, A–Z, in one round trip: one statement per hundred products
 * (D1's parameter limit), sent together as a batch.
 */
export async function destinationsOfProducts(
  db: Database,
  productIds: number[],
): Promise<Map<number, PlanDestination[]>> {
  const out = new Map<number, PlanDestination[]>();
  if (productIds.length === 0) return out;
  const statement = (ids: number[]) =>
    db
      .select({
        productId: productDestinations.productId,
        code: destinations.code,
        slug: destinations.slug,
        name: destinations.name,
        flag: destinations.flag,
      })
      .from(productDestinations)
      .innerJoin(destinations, eq(destinations.id, productDestinations.destinationId))
      .where(inArray(productDestinations.productId, ids))
      .orderBy(asc(destinations.name));
  const [first, ...rest] = chunk(productIds, IDS_PER_STATEMENT).map(statement);
  if (!first) return out;
  const rows = (await db.batch([first, ...rest])).flat();
  for (const { productId, ...d } of rows) {
    const list = out.get(productId) ?? [];
    list.push(d);
    out.set(productId, list);
  }
  return out;
}

/** Resolve a staff-typed comma list ("Japan, UK, KR") to destination ids; unknown names are returned. */
export async function resolveDestinationList(
  db: Database,
  list: string,
): Promise<{ ids: number[]; names: string[]; unknown: string[] }> {
  const index = await destinationIndex(db);
  const ids: number[] = [];
  const names: string[] = [];
  const unknown: string[] = [];
  for (const item of list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [best] = matchDestinations(index, item, { limit: 1 });
    if (best && best.kind === "exact") {
      if (!ids.includes(best.id)) {
        ids.push(best.id);
        names.push(best.name);
      }
    } else unknown.push(item);
  }
  return { ids, names, unknown };
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

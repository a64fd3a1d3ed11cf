import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { destinations, productDestinations, products } from "../../db/schema";
import { sellablePlan } from "./sellable";

export interface SitemapEntry {
  /** The English address; the other languages' are derived from it. */
  path: string;
  /** When the page's data last changed, as far as the data says (ms since the epoch). */
  lastModified: number | null;
}

/** The pages that are not catalogue data: every public storefront page, in English. */
const FIXED_PAGES = [
  "/",
  "/shop",
  "/destinations",
  "/compatibility",
  "/about",
  "/support",
  "/partner",
  "/privacy",
  "/terms",
  "/refund-policy",
];

/**
 * Every public page for sitemap.xml: the fixed pages, each sellable plan and each destination, read
 * in one round trip (two statements in one batch). Plans keep no edit time, so a plan's date is when
 * it was added, and a destination's the newest plan that covers it.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const newestPlan = sql<
    number | null
  >`max(case when ${products.active} = 1 and ${products.kind} = 'plan' then ${products.createdAt} end)`;
  const [plans, places] = await db.batch([
    db
      .select({ slug: products.slug, createdAt: products.createdAt })
      .from(products)
      .where(sellablePlan)
      .orderBy(asc(products.id)),
    db
      .select({ slug: destinations.slug, newest: newestPlan })
      .from(destinations)
      .leftJoin(productDestinations, eq(productDestinations.destinationId, destinations.id))
      .leftJoin(products, eq(products.id, productDestinations.productId))
      .groupBy(destinations.id)
      .orderBy(asc(destinations.slug)),
  ]);
  return [
    ...FIXED_PAGES.map((path) => ({ path, lastModified: null })),
    ...plans.map((p) => ({ path: `/plans/${p.slug}`, lastModified: p.createdAt.getTime() })),
    ...places.map((d) => ({
      path: `/esim/${d.slug}`,
      lastModified: d.newest === null ? null : Number(d.newest),
    })),
  ];
}

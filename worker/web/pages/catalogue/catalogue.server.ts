import type { RouterContextProvider } from "react-router";
import type { Locale } from "../../../../app/lib/locale";
import { coverageKind, destinationPage, searchPlans } from "../../../services/catalogue/destination-search";
import { listDestinations } from "../../../services/catalogue/destinations/coverage";
import { getPlanPage } from "../../../services/catalogue/products";
import { appContext } from "../../http/context.server";

// Route-module glue for the catalogue pages: Shop, a plan, the destinations list and a
// destination's plans.
type RouteContext = Readonly<RouterContextProvider>;
type ShopFilters = Parameters<typeof searchPlans>[1];

/** Shop: the plans matching the filters (up to `limit`), with each plan's coverage kind when a destination was found. */
export async function shopPlans(context: RouteContext, filters: ShopFilters, limit: number) {
  const result = await searchPlans(context.get(appContext).db, filters, limit);
  const kinds = result.destination || result.places.length > 0 ? result.items.map(coverageKind) : null;
  return { ...result, kinds };
}

/**
 * A plan's page (its product, in the page's language, reviews, and the signed-in `reviewer`'s review
 * standing, read in the same batch), or null for an unknown or inactive slug.
 */
export function planPage(context: RouteContext, slug: string, locale?: Locale, reviewer?: number | null) {
  return getPlanPage(context.get(appContext).db, slug, locale, reviewer);
}

/** Every destination that some active plan covers, A to Z. */
export function coveredDestinations(context: RouteContext) {
  return listDestinations(context.get(appContext).db, { coveredOnly: true });
}

/** A destination's page: its plans grouped local, regional, global, and the lowest price; null if unknown. */
export async function destinationPlans(context: RouteContext, slug: string, locale?: Locale) {
  const page = await destinationPage(context.get(appContext).db, slug, locale);
  if (!page) return null;
  const { destination, items } = page;
  const groups = {
    local: items.filter((p) => coverageKind(p) === "local"),
    regional: items.filter((p) => coverageKind(p) === "regional"),
    global: items.filter((p) => coverageKind(p) === "global"),
  };
  const fromSen = items.length > 0 ? Math.min(...items.map((p) => p.priceSen)) : null;
  return { destination, groups, fromSen, count: items.length };
}

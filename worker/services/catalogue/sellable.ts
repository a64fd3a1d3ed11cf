import { and, eq, sql } from "drizzle-orm";
import { products } from "../../db/schema";

/**
 * A plan the shop sells: switched on and of kind "plan". Top-ups are catalogue items too, but they
 * are bought only for an eSIM the customer already owns, never from the shop's grid, search,
 * destinations, reviews or cart. Every storefront read of products goes through this one condition.
 */
export const sellablePlan = and(eq(products.active, true), eq(products.kind, "plan"));

/** Of kind "plan", switched on or not: what the back office's plan lists and counts mean. */
export const isPlan = eq(products.kind, "plan");

/**
 * "Top-up possible": staff priced a top-up for this plan, i.e. an active top-up whose supplier
 * package extends the plan's own (`<plan package>-…`, as the suppliers name a package's top-ups).
 * Read beside the row, from the (kind, supplier package) index as a range of codes: "-" then "."
 * are neighbours, so the range holds exactly the codes that start with the plan's and a dash.
 */
// Qualified by hand: in a one-table select drizzle names the plan's column bare, which inside the
// subquery would mean the top-up's own.
const planPackage = sql`${products}.${sql.identifier(products.supplierPackage.name)}`;
export const toppedUpPlan = sql<boolean>`exists (select 1 from ${products} as topup
  where topup.kind = 'topup' and topup.active = 1
  and topup.supplier_package >= ${planPackage} || '-'
  and topup.supplier_package < ${planPackage} || '.')`.mapWith(Boolean);

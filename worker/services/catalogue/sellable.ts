import { and, eq } from "drizzle-orm";
import { products } from "../../db/schema";

/**
 * A plan the shop sells: switched on and of kind "plan". Top-ups are catalogue items too, but they
 * are bought only for an eSIM the customer already owns, never from the shop's grid, search,
 * destinations, reviews or cart. Every storefront read of products goes through this one condition.
 */
export const sellablePlan = and(eq(products.active, true), eq(products.kind, "plan"));

/** Of kind "plan", switched on or not: what the back office's plan lists and counts mean. */
export const isPlan = eq(products.kind, "plan");

import { Hono } from "hono";
import { etag } from "hono/etag";
import { ProductFiltersSchema } from "../../app/schemas/product-filters";
import { searchPlans } from "../services/catalogue/destination-search";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateQuery } from "./validate";

// ETag/304: a client that already holds the list gets an empty answer (the edge cache keeps the tag).
export const productsApi = new Hono<ApiEnv>()
  .use("*", etag())
  .get("/", validateQuery(ProductFiltersSchema), async (c) => {
    const { page: _page, ...filters } = c.req.valid("query");
    // A destination query ranks like the shop: that country alone, then regional, then global.
    const { items } = await searchPlans(c.get("db"), filters, undefined, { offer: false });
    return c.json(items);
  });

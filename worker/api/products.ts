import { Hono } from "hono";
import { ProductFiltersSchema } from "../../app/schemas/product-filters";
import { listActiveProducts } from "../services/products";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

export const productsApi = new Hono<ApiEnv>().get("/", async (c) => {
  const { page: _page, ...filters } = parseOr400(ProductFiltersSchema, c.req.query());
  const { items } = await listActiveProducts(c.get("db"), filters);
  return c.json(items);
});

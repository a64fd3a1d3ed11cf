import { Hono } from "hono";
import { DestinationQuerySchema } from "../../app/schemas/destinations";
import { searchDestinations } from "../services/catalogue/destinations";
import type { ApiEnv } from "../web/hono-env.server";
import { validateQuery } from "./validate";

/** Type-ahead and the JS-off search share this ranking (worker/services/destinations). */
export const destinationsApi = new Hono<ApiEnv>().get(
  "/",
  validateQuery(DestinationQuerySchema),
  async (c) => {
    const { q, limit } = c.req.valid("query");
    const matches = await searchDestinations(c.get("db"), q, { limit });
    c.header("Cache-Control", "public, max-age=300");
    return c.json(
      matches.map(({ code, slug, name, region, flag, matched, kind }) => ({
        code,
        slug,
        name,
        region,
        flag,
        matched,
        kind,
      })),
    );
  },
);

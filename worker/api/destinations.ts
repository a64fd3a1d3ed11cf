import { Hono } from "hono";
import { DestinationQuerySchema } from "../../app/schemas/destinations";
import { searchDestinations } from "../services/destinations";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

/** Issue 14: type-ahead and the JS-off search share this ranking (worker/services/destinations). */
export const destinationsApi = new Hono<ApiEnv>().get("/", async (c) => {
  const { q, limit } = parseOr400(DestinationQuerySchema, c.req.query());
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
});

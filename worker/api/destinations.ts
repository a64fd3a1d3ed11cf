import { Hono } from "hono";
import { DestinationQuerySchema, type DestinationSuggestion } from "../../app/schemas/destinations";
import { resolvePlaces } from "../services/catalogue/destinations/resolve";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateQuery } from "./validate";

const REGION_FLAG = "🌍";

/**
 * Type-ahead, asking the shop search's own resolver: a region the words name, then the destinations
 * something sells for (those only a global plan covers say so); nothing for a place without a plan.
 */
export const destinationsApi = new Hono<ApiEnv>().get(
  "/",
  validateQuery(DestinationQuerySchema),
  async (c) => {
    const { q, limit } = c.req.valid("query");
    const { region, destinations } = await resolvePlaces(c.get("db"), q, { limit });
    const places: DestinationSuggestion[] = destinations
      .filter((d) => d.availability !== null)
      .map(({ code, slug, name, region, flag, matched, kind, availability }) => ({
        type: "destination",
        code,
        slug,
        name,
        region,
        flag,
        matched,
        kind,
        coveredBy: availability === "global" ? "Global" : null,
      }));
    const regions: DestinationSuggestion[] = region
      ? [
          {
            type: "region",
            code: "",
            slug: region.slug,
            name: region.name,
            region: region.name,
            flag: REGION_FLAG,
            matched: region.matched,
            kind: region.kind,
            coveredBy: null,
          },
        ]
      : [];
    // A region named outright leads; one only begun ("eur") follows the countries.
    const list = region?.kind === "exact" ? [...regions, ...places] : [...places, ...regions];
    c.header("Cache-Control", "public, max-age=300");
    return c.json(list.slice(0, limit));
  },
);

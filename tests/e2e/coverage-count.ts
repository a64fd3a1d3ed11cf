import type { APIRequestContext } from "@playwright/test";

/** Destinations the plans on sale cover, counted from the catalogue the shop's API returns. */
export async function coveredCount(request: APIRequestContext): Promise<number> {
  const plans = (await (await request.get("/api/products")).json()) as { destinations: { code: string }[] }[];
  return new Set(plans.flatMap((p) => p.destinations.map((d) => d.code))).size;
}

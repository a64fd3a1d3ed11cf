import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DestinationSuggestion } from "../../app/schemas/destinations";
import type { ProductDto } from "../../app/schemas/product";
import { createDb } from "../../worker/db/client";
import { listDestinations } from "../../worker/services/catalogue/destinations/coverage";
import { homePageData } from "../../worker/web/pages/catalogue/home-page.server";
import { appHandler } from "./app-routes";
import { call, ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";
import { regionSlugs, setOnSale } from "./staff-actions";

// Coverage from the catalogue and suggestions as good as the shop search (decision 0038). Pages are
// not rendered here: the tests check the data their loaders give (the e2e specs read the pages).

async function suggest(q: string): Promise<DestinationSuggestion[]> {
  const response = await call(`/api/destinations?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function plans(q: string): Promise<ProductDto[]> {
  const response = await call(`/api/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const SELLABLE = "p.active = 1 AND p.kind = 'plan'";

/** Destinations covered by a plan on sale, counted in D1 (top-ups never count). */
async function coveredInD1(): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(DISTINCT pd.destination_id) AS n FROM product_destinations pd JOIN products p ON p.id = pd.product_id WHERE ${SELLABLE}`,
  ).first<{ n: number }>();
  return row?.n ?? 0;
}

beforeAll(seedDatabase);

describe("suggestions in three scripts resolve what the shop search resolves", () => {
  const PLACES: [string, string][] = [
    ["東京", "JP"],
    ["东京", "JP"],
    ["首尔", "KR"],
    ["首爾", "KR"],
    ["曼谷", "TH"],
    ["韓國", "KR"],
    ["Jepun", "JP"],
    ["Bali", "ID"],
    ["Poland", "PL"],
    ["Czechia", "CZ"],
    ["Norway", "NO"],
  ];
  it.each(PLACES)("%s → %s first, and the shop finds its plans", async (q, code) => {
    const [first] = await suggest(q);
    expect(first, q).toMatchObject({ type: "destination", code, coveredBy: null });
    const found = await plans(q);
    expect(found.length, q).toBeGreaterThan(0);
    expect(found.every((p) => p.destinations.some((d) => d.code === code))).toBe(true);
  });

  const REGIONS: [string, string, string][] = [
    ["Europe", "europe", "Europe"],
    ["Eropah", "europe", "Europe"],
    ["Balkans", "europe", "Europe"],
    ["歐洲", "europe", "Europe"],
    ["Asia", "asia-pacific", "Asia Pacific"],
  ];
  it.each(REGIONS)(
    "%s → the region %s first, and the shop lists that region's plans",
    async (q, slug, name) => {
      const [first] = await suggest(q);
      expect(first, q).toMatchObject({ type: "region", slug, name, code: "" });
      const found = await plans(q);
      expect(found.length, q).toBeGreaterThan(0);
      expect(found.every((p) => p.region === name)).toBe(true);
    },
  );

  it("Bali suggests Indonesia and never Mali, which has nothing to sell", async () => {
    const list = await suggest("Bali");
    expect(list[0]).toMatchObject({ code: "ID", matched: "Bali" });
    expect(list.map((d) => d.code)).not.toContain("ML");
    expect(await suggest("Mali")).toEqual([]);
  });
});

describe("a search for several destinations finds the plans covering all of them", () => {
  /** The plans on sale covering both Japan and South Korea, counted in D1. */
  async function coveringJapanAndKorea(): Promise<number> {
    const row = await env.DB.prepare(
      `SELECT count(*) AS n FROM products p WHERE ${SELLABLE}
         AND EXISTS (SELECT 1 FROM product_destinations pd JOIN destinations d ON d.id = pd.destination_id WHERE pd.product_id = p.id AND d.code = 'JP')
         AND EXISTS (SELECT 1 FROM product_destinations pd JOIN destinations d ON d.id = pd.destination_id WHERE pd.product_id = p.id AND d.code = 'KR')`,
    ).first<{ n: number }>();
    return row?.n ?? 0;
  }

  const PAIRS = [
    "Japan Korea",
    "Japan, Korea",
    "japan and south korea",
    "Korea & Japan",
    "Jepun Korea",
    "Jepun dan Korea Selatan",
    "日本 韩国",
    "日本和韩国",
    "日本，韓國",
  ];
  it.each(PAIRS)("%s → every plan covering Japan and South Korea, and only those", async (q) => {
    const found = await plans(q);
    expect(found.length, q).toBe(await coveringJapanAndKorea());
    expect(found.length).toBeGreaterThan(0);
    for (const p of found)
      expect(p.destinations.map((d) => d.code)).toEqual(expect.arrayContaining(["JP", "KR"]));
  });

  it("one country's name stays one country: South Korea, Bosnia and Herzegovina", async () => {
    expect((await plans("South Korea")).some((p) => p.destinations.length === 1)).toBe(true);
    const [bosnia] = await suggest("Bosnia and Herzegovina");
    expect(bosnia).toMatchObject({ code: "BA" });
  });

  const HEADINGS: [string, string, string[]][] = [
    ["/shop?q=Japan+Korea", "Plans covering Japan and South Korea", ["Japan", "South Korea"]],
    ["/ms/shop?q=Jepun+dan+Korea", "Pelan yang meliputi Jepun dan Korea Selatan", ["Jepun", "Korea Selatan"]],
    ["/zh/shop?q=日本和韩国", "同时覆盖日本和韩国的套餐", ["日本", "韩国"]],
  ];
  it.each(HEADINGS)(
    "%s is headed in the page's language, naming each destination",
    async (path, heading, names) => {
      const { page } = await queryRoutes(appHandler, new Request(`${ORIGIN}${path}`));
      // One route id in every language: the language is the storefront's optional segment.
      const data = page?.loaderData["routes/shop"] as {
        heading: string;
        notice: string | null;
        places: { code: string; name: string }[];
        items: ProductDto[];
      };
      expect(data).toMatchObject({ heading, notice: null });
      expect(data.places.map((p) => [p.code, p.name])).toEqual([
        ["JP", names[0]],
        ["KR", names[1]],
      ]);
      expect(data.items.length).toBe(await coveringJapanAndKorea());
    },
  );
});

describe("suggestion ranking", () => {
  it("shows only destinations something sells for; those only a global plan covers say so, after the rest", async () => {
    const covered = await env.DB.prepare(
      `SELECT d.code, min(CASE WHEN p.region = 'Global' THEN 1 ELSE 0 END) AS globalOnly
       FROM destinations d JOIN product_destinations pd ON pd.destination_id = d.id JOIN products p ON p.id = pd.product_id
       WHERE ${SELLABLE} GROUP BY d.code`,
    ).all<{ code: string; globalOnly: number }>();
    const globalOnly = new Map(covered.results.map((r) => [r.code, r.globalOnly === 1]));
    for (const q of ["in", "ma", "mo", "ba", "sa", "k"]) {
      const list = (await suggest(q)).filter((s) => s.type === "destination");
      expect(list.length, q).toBeGreaterThan(0);
      for (const s of list) {
        expect(globalOnly.has(s.code), `${q}: ${s.code} has a plan`).toBe(true);
        expect(s.coveredBy, `${q}: ${s.code}`).toBe(globalOnly.get(s.code) ? "Global" : null);
      }
      const firstGlobal = list.findIndex((s) => s.coveredBy === "Global");
      if (firstGlobal >= 0)
        expect(
          list.slice(firstGlobal).every((s) => s.coveredBy === "Global"),
          q,
        ).toBe(true);
    }
    // Kenya is covered by the global plans only, and says so.
    expect((await suggest("Kenya"))[0]).toMatchObject({ code: "KE", coveredBy: "Global" });
  });
});

describe("coverage numbers come from the catalogue", () => {
  it("the hero and the footer state the number of destinations the plans on sale cover", async () => {
    const n = await coveredInD1();
    expect(n).toBeGreaterThanOrEqual(100);
    expect((await homePageData(createDb(env.DB))).countries).toBe(n);
    // Switching a plan off changes the claim: the count follows the catalogue.
    const global = await regionSlugs("Global");
    await setOnSale(global, false);
    try {
      const fewer = await coveredInD1();
      expect(fewer).toBeLessThan(n);
      expect((await homePageData(createDb(env.DB))).countries).toBe(fewer);
    } finally {
      await setOnSale(global, true);
    }
  });

  it("regional and global plans cover what such plans cover, and their names and coverage count them", async () => {
    const all = (await (await call("/api/products?limit=100")).json()) as ProductDto[];
    const europe = all.filter((p) => p.region === "Europe" && p.destinations.length > 1);
    expect(europe.length).toBeGreaterThan(0);
    for (const p of europe) {
      expect(p.destinations.length, p.slug).toBeGreaterThanOrEqual(30);
      expect(p.destinations.map((d) => d.code)).toEqual(expect.arrayContaining(["PL", "CZ", "NO"]));
      expect(p.coverage).toBe(`${p.destinations.length} countries in Europe`);
    }
    for (const p of all.filter((p) => p.region === "Global")) {
      expect(p.destinations.length, p.slug).toBeGreaterThanOrEqual(100);
      expect(p.coverage).toBe(`${p.destinations.length} countries worldwide`);
    }
    for (const p of all) {
      const stated = /(\d+) Countries/i.exec(p.name)?.[1];
      if (stated) expect(Number(stated), p.name).toBe(p.destinations.length);
    }
  });

  it("Destinations A–Z lists every covered country with its cheapest real option, local plans first", async () => {
    const rows = await env.DB.prepare(
      `SELECT d.slug, d.name,
         min(CASE WHEN p.region != 'Global' AND (SELECT count(*) FROM product_destinations x WHERE x.product_id = p.id) = 1 THEN p.price_sen END) AS local,
         min(CASE WHEN p.region != 'Global' AND (SELECT count(*) FROM product_destinations x WHERE x.product_id = p.id) > 1 THEN p.price_sen END) AS regional,
         min(CASE WHEN p.region = 'Global' THEN p.price_sen END) AS global
       FROM destinations d JOIN product_destinations pd ON pd.destination_id = d.id JOIN products p ON p.id = pd.product_id
       WHERE ${SELLABLE} GROUP BY d.id`,
    ).all<{ slug: string; name: string; local: number | null; regional: number | null; global: number }>();
    expect(rows.results.length).toBe(await coveredInD1());
    const listed = await listDestinations(createDb(env.DB), { coveredOnly: true });
    expect(listed.length).toBe(rows.results.length);
    const shown = new Map(listed.map((d) => [d.slug, d]));
    for (const r of rows.results) {
      const kind = r.local !== null ? "local" : r.regional !== null ? "regional" : "global";
      expect(shown.get(r.slug), r.name).toMatchObject({
        fromSen: r.local ?? r.regional ?? r.global,
        availability: kind,
      });
    }
    // Not every row quoting the one global price.
    expect(new Set(listed.map((d) => d.fromSen)).size).toBeGreaterThan(5);
    expect(shown.get("japan")).toMatchObject({ fromSen: 2500, availability: "local" });
    expect(shown.get("poland")).toMatchObject({ availability: "regional" });
    expect(shown.get("kenya")).toMatchObject({ availability: "global" });
  });
});

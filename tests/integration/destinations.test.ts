import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DestinationSuggestion } from "../../app/schemas/destinations";
import type { ProductDto } from "../../app/schemas/product";
import { call, seedDatabase } from "./helpers";

async function suggest(q: string): Promise<DestinationSuggestion[]> {
  const response = await call(`/api/destinations?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(seedDatabase);

// What travellers type (cities, airports, aliases, codes, Malay and Chinese names, one-letter typos)
// → the destination that must come first.
const QUERIES: [string, string][] = [
  ["Japan", "JP"],
  ["japan", "JP"],
  ["JAPAN", "JP"],
  ["tok", "JP"],
  ["Tokyo", "JP"],
  ["osaka", "JP"],
  ["Narita", "JP"],
  ["jepun", "JP"],
  ["Jepun", "JP"],
  ["日本", "JP"],
  ["JP", "JP"],
  ["jpn", "JP"],
  ["jpan", "JP"],
  ["Tokyp", "JP"],
  ["uk", "GB"],
  ["U.K.", "GB"],
  ["london", "GB"],
  ["England", "GB"],
  ["Heathrow", "GB"],
  ["usa", "US"],
  ["US", "US"],
  ["United States", "US"],
  ["new york", "US"],
  ["amerika syarikat", "US"],
  ["hawai", "US"],
  ["uae", "AE"],
  ["dubai", "AE"],
  ["korea", "KR"],
  ["seoul", "KR"],
  ["Korea Selatan", "KR"],
  ["seol", "KR"],
  ["bali", "ID"],
  ["Denpasar", "ID"],
  ["KLIA", "MY"],
  ["kuala lumpur", "MY"],
  ["penang", "MY"],
  ["Bangkok", "TH"],
  ["bangkock", "TH"],
  ["thai", "TH"],
  ["thialand", "TH"],
  ["Singapore Changi", "SG"],
  ["changi", "SG"],
  ["singapur", "SG"],
  ["sing", "SG"],
  ["taipei", "TW"],
  ["hongkong", "HK"],
  ["Hong Kong", "HK"],
  ["saigon", "VN"],
  ["Hanoi", "VN"],
  ["türkiye", "TR"],
  ["turkiye", "TR"],
  ["istanbul", "TR"],
  ["mecca", "SA"],
  ["umrah", "SA"],
  ["paris", "FR"],
  ["perancis", "FR"],
  ["Côte d'Ivoire", "CI"],
  ["cote divoire", "CI"],
  ["zurich", "CH"],
  ["sydney", "AU"],
  ["auckland", "NZ"],
  ["manila", "PH"],
  ["china", "CN"],
  ["中国", "CN"],
  ["Macao", "MO"],
  ["germny", "DE"],
  ["itali", "IT"],
  ["españa", "ES"],
];

describe("GET /api/destinations?q=", () => {
  it.each(QUERIES)("%s → %s first", async (q, code) => {
    const [first] = await suggest(q);
    expect(first?.code, q).toBe(code);
  });

  it("has a table of at least 40 traveller queries", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it("names the alias that matched, with flag and slug", async () => {
    const [first] = await suggest("tokyo");
    expect(first).toMatchObject({ code: "JP", name: "Japan", slug: "japan", flag: "🇯🇵", matched: "Tokyo" });
  });

  it("offers several destinations for a prefix, popular first", async () => {
    const list = await suggest("in");
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((d) => d.code)).toEqual(expect.arrayContaining(["ID", "IN"]));
  });

  it("answers an empty list for nothing typed or nonsense, and 400 for a too long query", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("qqqqzzzz")).toEqual([]);
    expect((await call(`/api/destinations?q=${"a".repeat(81)}`)).status).toBe(400);
  });

  it("holds every ISO 3166-1 country and territory with codes and flags", async () => {
    const row = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT alpha3) AS a3, count(DISTINCT slug) AS slugs FROM destinations",
    ).first<{ n: number; a3: number; slugs: number }>();
    expect(row).toEqual({ n: 250, a3: 250, slugs: 250 });
    const my = await env.DB.prepare("SELECT * FROM destinations WHERE code = 'MY'").first();
    expect(my).toMatchObject({ alpha3: "MYS", slug: "malaysia", name: "Malaysia", flag: "🇲🇾" });
  });
});

async function plans(q: string): Promise<ProductDto[]> {
  const response = await call(`/api/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const kind = (p: ProductDto) =>
  p.region === "Global" ? "global" : p.destinations.length === 1 ? "local" : "regional";

describe("plans for a destination", () => {
  it("rank that country alone first, then regional plans covering it, then global ones", async () => {
    for (const q of ["japan", "tokyo", "jepun", "JP"]) {
      const list = await plans(q);
      const kinds = list.map(kind);
      expect(kinds.slice(0, 2), q).toEqual(["local", "local"]);
      expect(
        list
          .slice(0, 2)
          .map((p) => p.slug)
          .sort(),
      ).toEqual(["japan-5gb-7-days", "japan-unlimited-15-days"]);
      const firstGlobal = kinds.indexOf("global");
      expect(kinds.lastIndexOf("regional")).toBeLessThan(firstGlobal);
      expect(kinds.slice(firstGlobal).every((k) => k === "global")).toBe(true);
      expect(list.every((p) => p.countries.includes("Japan"))).toBe(true);
    }
  });

  it("finds the United States plan for usa, then the regional plans covering it", async () => {
    const list = await plans("usa");
    expect(list[0]?.slug).toBe("united-states-10gb-10-days");
    expect(list.map(kind).slice(1, 3)).toEqual(["regional", "regional"]);
    expect(list.map((p) => p.slug)).toContain("usa-canada-unlimited-30-days");
  });

  it("keeps today's plans covering the same countries, with coverage text derived", async () => {
    const all = await plans("");
    const chm = all.find((p) => p.slug === "china-hk-macau-6gb-10-days");
    expect(chm?.countries).toEqual(["China", "Hong Kong", "Macau"]);
    expect(chm?.coverage).toBe("China, Hong Kong, Macau");
    const japan = all.find((p) => p.slug === "japan-5gb-7-days");
    expect(japan?.destinations).toEqual([{ code: "JP", slug: "japan", name: "Japan", flag: "🇯🇵" }]);
    expect(japan?.coverage).toBe("Japan");
    const europe = all.find((p) => p.slug === "europe-10gb-15-days");
    expect(europe?.destinations.length).toBeGreaterThanOrEqual(30);
    expect(europe?.coverage).toBe(`${europe?.destinations.length} countries in Europe`);
    for (const p of all) expect(p.destinations.length, p.slug).toBeGreaterThan(0);
  });

  it("sorts by price, price per GB and duration", async () => {
    const byPrice = (await (await call("/api/products?sort=price")).json()) as ProductDto[];
    expect(byPrice.map((p) => p.priceSen)).toEqual([...byPrice.map((p) => p.priceSen)].sort((a, b) => a - b));
    const byDays = (await (await call("/api/products?sort=duration")).json()) as ProductDto[];
    expect(byDays.map((p) => p.durationDays)).toEqual(
      [...byDays.map((p) => p.durationDays)].sort((a, b) => a - b),
    );
    const perGb = (await (await call("/api/products?sort=price-per-gb")).json()) as ProductDto[];
    const metered = perGb.filter((p) => p.dataMb !== null).map((p) => p.priceSen / (p.dataMb ?? 1));
    expect(metered).toEqual([...metered].sort((a, b) => a - b));
    expect(perGb.slice(-1)[0]?.dataMb).toBeNull();
  });
});

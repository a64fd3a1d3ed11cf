import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductDto } from "../../app/schemas/product";
import { SEED_PRODUCTS, type SeedProduct } from "../../worker/db/seed-data";
import { call, postJson, seedDatabase } from "./helpers";
import { createPlan, deletePlan, setOnSale } from "./staff-actions";

const GB = 1024;

async function products(query = ""): Promise<ProductDto[]> {
  const response = await call(`/api/products${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

const slugs = (list: { slug: string }[]) => list.map((p) => p.slug).sort();

beforeAll(async () => {
  await seedDatabase();
  await setOnSale(["turkey-3gb-7-days"], false);
});

const activeSeed = SEED_PRODUCTS.filter((p) => p.slug !== "turkey-3gb-7-days");

describe("GET /api/products", () => {
  it("lists every active product with decimal-string prices", async () => {
    const list = await products();
    expect(slugs(list)).toEqual(slugs(activeSeed));
    const japan = list.find((p) => p.slug === "japan-5gb-7-days");
    expect(japan).toMatchObject({
      name: "Japan",
      region: "Asia Pacific",
      type: "eSIM",
      duration: "7 Days",
      data: "5 GB",
      price: "25.00",
      originalPrice: "30.00",
      popular: true,
      active: true,
      coverage: "Japan",
    });
    expect(japan?.purchaseUrl).toMatch(/^https:\/\//);
    const noDiscount = list.find((p) => p.slug === "japan-unlimited-15-days");
    expect(noDiscount).toMatchObject({ price: "89.00", originalPrice: null, data: "Unlimited" });
  });

  it("never lists an inactive product", async () => {
    expect((await products()).some((p) => p.slug === "turkey-3gb-7-days")).toBe(false);
  });

  const cases: [string, (p: SeedProduct) => boolean][] = [
    ["?region=europe", (p) => p.region === "Europe"],
    ["?region=global", (p) => p.region === "Global"],
    ["?type=physical-sim", (p) => p.type === "Physical SIM"],
    ["?type=esim", (p) => p.type === "eSIM"],
    ["?duration=1-7", (p) => p.durationDays <= 7],
    ["?duration=8-15", (p) => p.durationDays >= 8 && p.durationDays <= 15],
    ["?duration=16-30", (p) => p.durationDays >= 16 && p.durationDays <= 30],
    ["?duration=30-plus", (p) => p.durationDays > 30],
    ["?data=1-5", (p) => p.dataMb !== null && p.dataMb <= 5 * GB],
    ["?data=6-15", (p) => p.dataMb !== null && p.dataMb > 5 * GB && p.dataMb <= 15 * GB],
    ["?data=16-50", (p) => p.dataMb !== null && p.dataMb > 15 * GB && p.dataMb <= 50 * GB],
    ["?data=unlimited", (p) => p.dataMb === null],
    [
      "?region=asia-pacific&type=esim&duration=1-7&data=1-5",
      (p) =>
        p.region === "Asia Pacific" &&
        p.type === "eSIM" &&
        p.durationDays <= 7 &&
        p.dataMb !== null &&
        p.dataMb <= 5 * GB,
    ],
  ];

  it.each(cases)("filters %s exactly", async (query, predicate) => {
    const expected = activeSeed.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(activeSeed.length);
    expect(slugs(await products(query))).toEqual(slugs(expected));
  });

  it("finds plans by destination: a country finds its own, regional and global plans", async () => {
    const list = await products("?q=japan");
    const regions = new Set(list.map((p) => p.region));
    expect(list.map((p) => p.slug)).toContain("japan-5gb-7-days");
    expect(list.map((p) => p.slug)).toContain("asia-pacific-10gb-15-days");
    expect(list.map((p) => p.slug)).toContain("global-5gb-15-days");
    expect(regions).toEqual(new Set(["Asia Pacific", "Global"]));
  });

  it("treats % and _ in a search as literal characters", async () => {
    expect(await products("?q=%25")).toEqual([]);
    expect(await products("?q=_")).toEqual([]);
  });

  it("answers 400 with a JSON error for an unknown filter value", async () => {
    const response = await call("/api/products?duration=forever");
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; field: string }>();
    expect(body.field).toBe("duration");
    expect(body.error).toMatch(/Invalid option/);
  });
});

describe("API errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await call("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("refuses a state change from another origin before it reaches a handler", async () => {
    const response = await postJson("/api/products", {}, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-origin request refused" });
  });

  it("refuses a state change that carries no origin at all", async () => {
    const response = await call("/api/products", {
      method: "POST",
      headers: { Origin: "" },
    });
    expect(response.status).toBe(403);
  });

  it("refuses non-JSON bodies on the JSON API", async () => {
    const response = await call("/api/products", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
  });

  it("logs an unexpected failure and answers 500 without internals", async () => {
    await env.DB.prepare("ALTER TABLE products RENAME TO products_gone").run();
    try {
      // A URL no earlier test asked for: the plain list may be answered from the edge cache.
      const response = await call("/api/products?q=failure");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: "Internal server error" });
      expect(text).not.toMatch(/products|sqlite|D1/i);
    } finally {
      await env.DB.prepare("ALTER TABLE products_gone RENAME TO products").run();
    }
  });

  it("sends security headers", async () => {
    const response = await call("/shop");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});

const BULK_PLAN = {
  region: "Asia Pacific",
  duration: "7 Days",
  data: "1 GB",
  coverage: "Japan",
  countries: "Japan",
  type: "eSIM",
  image: "https://cdn.example.com/japan.png",
  purchaseUrl: "https://example.com/buy",
};

describe("a catalogue past 100 plans", () => {
  it("lists them all with their destinations (D1 binds at most 100 parameters per statement)", async () => {
    // 101 plans: one more than D1 binds in a statement.
    const ids = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        createPlan({ ...BULK_PLAN, name: `Bulk plan ${i + 1}`, price: `${10 + (i % 50)}.00` }),
      ),
    );
    try {
      // A search (its own URL, so not an earlier answer from the edge cache) that matches them all.
      const response = await call("/api/products?q=bulk%20plan");
      expect(response.status).toBe(200);
      const plans = (await response.json()) as { slug: string; destinations: { code: string }[] }[];
      const bulk = plans.filter((p) => p.slug.startsWith("bulk-plan-"));
      expect(bulk).toHaveLength(101);
      expect(bulk.every((p) => p.destinations.map((d) => d.code).join() === "JP")).toBe(true);
    } finally {
      await Promise.all(ids.map(deletePlan));
    }
  });
});

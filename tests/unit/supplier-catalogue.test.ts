import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAiraloSupplier } from "../../worker/integrations/esim/airalo";
import { readCataloguePage, readFairUse } from "../../worker/integrations/esim/catalogue-wire";
import { createDemoSupplier } from "../../worker/integrations/esim/demo";
import text from "../../worker/integrations/esim/demo-catalogue.json?raw";
import type { EsimSupplier } from "../../worker/integrations/esim/types";

// The demo supplier's catalogue (scripts/generate-catalogue.mjs) must look like the world a reseller
// really syncs: every destination, many operators, thousands of packages of every shape.
interface Package {
  id: string;
  amount: number;
  is_unlimited: boolean;
  voice: number | null;
  text: number | null;
  net_price: number;
  price: number;
  prices: { net_price: { USD: number; MYR: number }; recommended_retail_price: { USD: number } };
  fair_usage_policy: string | null;
}
interface Operator {
  id: number;
  title: string;
  type: "local" | "global";
  activation_policy: string;
  info: string[];
  coverages: { code: string; networks: { name: string; types: string[] }[] }[];
  packages: Package[];
}
interface Entry {
  slug: string;
  country_code: string;
  operators: Operator[];
}
// Read as text: a 1.7 MB literal would cost the type checker more than the test.
const catalogue = JSON.parse(text) as Entry[];
const operators = catalogue.flatMap((entry) => entry.operators);
const packages = operators.flatMap((operator) => operator.packages);

describe("the demo supplier's catalogue", () => {
  it("sells at least 190 countries and regions, 500 operators and 2,000 packages", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(190);
    expect(new Set(operators.map((o) => o.title)).size).toBeGreaterThanOrEqual(500);
    expect(packages.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(packages.map((p) => p.id)).size).toBe(packages.length);
    expect(new Set(operators.map((o) => o.id)).size).toBe(operators.length);
  });

  it("holds local, regional and global offers", () => {
    const regional = catalogue.filter((entry) => entry.country_code === "").map((e) => e.slug);
    expect(regional).toEqual(
      expect.arrayContaining([
        "europe",
        "asia",
        "middle-east-and-north-africa",
        "africa",
        "latin-america",
        "world",
      ]),
    );
    expect(catalogue.find((e) => e.country_code === "JP")?.operators.every((o) => o.type === "local")).toBe(
      true,
    );
    const world = catalogue.find((e) => e.slug === "world");
    expect(world?.operators[0]?.coverages.length).toBeGreaterThan(100);
  });

  it("has unlimited plans with a daily fair-use amount, plans without hotspot, with voice and SMS, and 5G", () => {
    const unlimited = packages.filter((p) => p.is_unlimited);
    expect(unlimited.length).toBeGreaterThan(0);
    expect(
      unlimited.every((p) => p.amount === 0 && /after \d+ GB usage per day/.test(p.fair_usage_policy ?? "")),
    ).toBe(true);
    expect(operators.some((o) => o.info.includes("Hotspot sharing is not allowed."))).toBe(true);
    expect(packages.some((p) => p.voice !== null && p.text !== null)).toBe(true);
    expect(
      operators.some((o) => o.coverages.some((c) => c.networks.some((n) => n.types.includes("5G")))),
    ).toBe(true);
    expect(new Set(operators.map((o) => o.activation_policy))).toEqual(
      new Set(["first-usage", "installation"]),
    );
  });

  it("prices every package at cost under its minimum selling price, in USD and MYR", () => {
    for (const p of packages) {
      expect(p.net_price).toBeLessThan(p.price);
      expect(p.prices.net_price.USD).toBe(p.net_price);
      expect(p.prices.recommended_retail_price.USD).toBe(p.price);
      // Whole sen: at most two decimals in ringgit, so the shop's cost in sen is exact.
      const sen = p.prices.net_price.MYR * 100;
      expect(Math.abs(sen - Math.round(sen))).toBeLessThan(1e-6);
    }
  });
});

async function wholeCatalogue(supplier: EsimSupplier, limit: number) {
  const first = await supplier.cataloguePage(1, limit);
  const rest = await Promise.all(
    Array.from({ length: first.lastPage - 1 }, (_, i) => supplier.cataloguePage(i + 2, limit)),
  );
  return [first, ...rest].flatMap((page) => page.packages);
}

const airalo = () =>
  createAiraloSupplier({
    baseUrl: env.TEST_AIRALO_URL,
    clientId: "standin-client",
    clientSecret: "standin-secret",
    kv: env.SUPPLIER_KV,
  });
const control = (path: string, method: string, body?: unknown) =>
  fetch(`${env.TEST_AIRALO_URL}/__control/${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("reading the catalogue into the shop's terms", () => {
  it("reads a daily fair-use sentence as MB at full speed and the speed after", () => {
    expect(readFairUse("Lower speed rate of 1 Mbps after 3 GB usage per day.")).toEqual({
      fullSpeedMbPerDay: 3072,
      afterKbps: 1000,
    });
    expect(readFairUse("Lower speed rate of 512 kbps after 500 MB usage per day.")).toEqual({
      fullSpeedMbPerDay: 500,
      afterKbps: 512,
    });
    expect(readFairUse(null)).toBeNull();
  });

  it("the demo supplier pages through every package, none refused, with its network card data", async () => {
    const read = await wholeCatalogue(createDemoSupplier(env.SUPPLIER_KV), 60);
    expect(read).toHaveLength(packages.length);
    const fromFile = packages.find((p) => p.is_unlimited);
    const unlimited = read.find((p) => p.packageId === fromFile?.id);
    expect(unlimited).toMatchObject({
      unlimited: true,
      dataMb: null,
      fairUse: readFairUse(fromFile?.fair_usage_policy),
    });
    expect(unlimited?.costSen).toBe(Math.round((fromFile?.prices.net_price.MYR ?? 0) * 100));
    const noHotspot = operators.find((o) => o.info.includes("Hotspot sharing is not allowed."));
    expect(read.find((p) => p.operatorId === noHotspot?.id)?.hotspot).toBe(false);
    const japan = read.filter((p) => p.entrySlug === "japan");
    expect(japan.length).toBeGreaterThan(0);
    expect(japan[0]?.networks).toEqual([
      { code: "JP", operators: expect.arrayContaining([{ name: "SoftBank", types: ["4G", "5G"] }]) },
    ]);
  });

  it("the Airalo adapter reads the same catalogue from the stand-in, and sees it move", async () => {
    const supplier = airalo();
    const read = await wholeCatalogue(supplier, 100);
    expect(read.map((p) => p.packageId).sort()).toEqual(packages.map((p) => p.id).sort());
    const target = packages.find((p) => !p.is_unlimited && p.id.startsWith("france-"));
    if (!target) throw new Error("no French package in the catalogue");
    const id = target.id;
    try {
      expect((await control(`packages/${id}`, "POST", { netPrice: 3, price: 7.5 })).status).toBe(200);
      const moved = (await wholeCatalogue(supplier, 100)).find((p) => p.packageId === id);
      // 3 and 7.50 USD at the stand-in's pinned 4.21 MYR: RM 12.63 and RM 31.58 (31.575 rounded).
      expect(moved).toMatchObject({ costSen: 1263, minPriceSen: 3158 });
    } finally {
      await control(`packages/${id}`, "POST", {
        netPrice: target.net_price,
        price: target.price,
      });
    }
  });

  it("refuses a package it cannot read or that sells under cost, naming it and why", () => {
    const entry = catalogue.find((e) => e.country_code === "JP");
    const operator = entry?.operators[0];
    const good = operator?.packages[0];
    const page = {
      data: [
        {
          ...entry,
          operators: [
            {
              ...operator,
              packages: [
                good,
                { ...good, id: "broken", day: 0 },
                {
                  ...good,
                  id: "under-cost",
                  prices: { net_price: { MYR: 20 }, recommended_retail_price: { MYR: 19.99 } },
                },
              ],
            },
          ],
        },
      ],
      meta: { current_page: 1, last_page: 1 },
    };
    const read = readCataloguePage(page);
    expect(read.packages.map((p) => p.packageId)).toEqual([good?.id]);
    expect(read.refused).toEqual([
      { packageId: "broken", reason: expect.stringMatching(/^unreadable: /) },
      { packageId: "under-cost", reason: "its minimum price is below its cost" },
    ]);
  });
});

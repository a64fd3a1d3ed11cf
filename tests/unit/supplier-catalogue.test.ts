import { describe, expect, it } from "vitest";
import text from "../../worker/integrations/esim/demo-catalogue.json?raw";

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
      expect(Number.isInteger(Math.round(p.prices.net_price.MYR * 100))).toBe(true);
    }
  });
});

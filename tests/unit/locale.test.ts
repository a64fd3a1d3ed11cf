import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { localeFromPath, localeOfSegment, localePath, preferredLocale, stripLocale } from "~/lib/locale";
import routes from "../../app/routes";

describe("language addresses", () => {
  it("reads the language from the path, data requests included", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/shop")).toBe("en");
    expect(localeFromPath("/ms")).toBe("ms");
    expect(localeFromPath("/ms.data")).toBe("ms");
    expect(localeFromPath("/zh/plans/japan-7d")).toBe("zh-Hans");
    expect(localeFromPath("/msx")).toBe("en");
    expect(localeFromPath("/zhongguo")).toBe("en");
  });

  it("maps a page between languages and back", () => {
    expect(stripLocale("/ms/shop")).toBe("/shop");
    expect(stripLocale("/zh")).toBe("/");
    expect(stripLocale("/shop")).toBe("/shop");
    expect(localePath("ms", "/")).toBe("/ms");
    expect(localePath("zh-Hans", "/esim/japan")).toBe("/zh/esim/japan");
    expect(localePath("en", "/shop")).toBe("/shop");
  });

  it("takes the first of the browser's languages the shop speaks", () => {
    expect(preferredLocale(["ms-MY", "en"])).toBe("ms");
    expect(preferredLocale(["zh-TW"])).toBe("zh-Hans");
    expect(preferredLocale(["fr", "zh-CN", "en"])).toBe("zh-Hans");
    expect(preferredLocale(["en-GB", "ms"])).toBe("en");
    expect(preferredLocale(["fr"])).toBeNull();
  });

  it("names a language by the storefront's optional segment, and nothing else", () => {
    expect(localeOfSegment(undefined)).toBe("en");
    expect(localeOfSegment("ms")).toBe("ms");
    expect(localeOfSegment("zh")).toBe("zh-Hans");
    for (const segment of ["fr", "xx", "en", "zh-Hans", "MS", "shop", ""])
      expect(localeOfSegment(segment)).toBeNull();
  });
});

describe("the route tree", () => {
  const entries = routes as RouteConfigEntry[];
  const all = (list: RouteConfigEntry[]): RouteConfigEntry[] =>
    list.flatMap((e) => [e, ...all(e.children ?? [])]);

  it("declares each storefront page once, under one optional language segment", () => {
    const storefront = entries.filter((e) => e.path === ":lang?");
    expect(storefront.map((e) => e.file)).toEqual(["routes/storefront.tsx"]);
    const pages = all(storefront[0]?.children ?? []).map((e) => e.file);
    expect(pages).toHaveLength(30);
    // Only the policies' module serves several addresses (an id for each), never one per language.
    expect(new Set(pages.filter((file, i) => pages.indexOf(file) !== i))).toEqual(
      new Set(["routes/policy.tsx"]),
    );
    const outside = all(entries.filter((e) => e !== storefront[0])).map((e) => e.file);
    expect(outside.filter((file) => pages.includes(file))).toEqual([]);
    // No path spells a language out again.
    expect(all(entries).filter((e) => /^(ms|zh)(\/|$)/.test(e.path ?? ""))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { localeFromPath, localePath, preferredLocale, stripLocale } from "~/lib/locale";

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
});

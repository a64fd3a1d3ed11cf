// Redirect targets taken from a query or a form stay on this origin, however they are spelt.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../worker/web/http/safe-redirect.server";

describe("redirect targets stay on this origin", () => {
  const hostile = [
    "/.//evil.example",
    "/./\\evil.example",
    "/../..//evil.example",
    "/a/..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/.%2F/evil.example",
    "/%2e/%2fevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    " /\t/evil.example",
    "/\n/evil.example",
  ];
  it.each(hostile)("refuses %j", (target) => {
    const result = safeRedirect(target, "/fallback");
    expect(result).toBe("/fallback");
  });

  it("keeps ordinary paths with their query and hash, normalised", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("/shop?region=Asia&q=a%2Fb#top")).toBe("/shop?region=Asia&q=a%2Fb#top");
    expect(safeRedirect("/plan/../cart")).toBe("/cart");
    expect(safeRedirect("/my-orders?redirectTo=//evil.example")).toBe("/my-orders?redirectTo=//evil.example");
  });

  it("whatever it returns is read by a browser as this origin", () => {
    for (const target of hostile) {
      const out = safeRedirect(target);
      expect(new URL(out, "https://shop.example/x/y").origin).toBe("https://shop.example");
    }
  });
});

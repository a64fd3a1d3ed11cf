import { describe, expect, it } from "vitest";
import { cacheKey } from "../../worker/web/http/edge-cache.server";

// A stored page names the hashed scripts of the build that drew it; after a deploy those files are
// gone, so a page is only ever found again by the build and the catalogue version that stored it.
describe("the edge cache's key", () => {
  const page = new Request("https://shop.example/ms/shop?region=asia");

  it("differs by build, so a new deploy never serves the last one's pages", () => {
    expect(cacheKey(page, "v1", "build-a").url).not.toBe(cacheKey(page, "v1", "build-b").url);
  });

  it("differs by catalogue version and keeps the page's own address and search", () => {
    const key = new URL(cacheKey(page, "v2", "build-a").url);
    expect(cacheKey(page, "v1", "build-a").url).not.toBe(key.toString());
    expect(key.pathname).toBe("/ms/shop");
    expect(key.searchParams.get("region")).toBe("asia");
    expect(cacheKey(page, "v2", "build-a").url).toBe(key.toString());
  });
});

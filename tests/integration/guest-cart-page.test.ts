// A guest whose cart is all that sets them apart gets the anonymous visitor's stored page with their
// own count (worker/web/pages/catalogue/guest-cart-page.server.ts, decision 0051); nothing of theirs is stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bumpCatalogueVersion } from "../../worker/services/catalogue/version";
import { Browser } from "./browser";
import { call, productId, seedDatabase } from "./helpers";
import { timing } from "./server-timing";

beforeAll(async () => {
  await seedDatabase();
  // A fresh catalogue version per file: the Cache API outlives a test file's storage.
  await bumpCatalogueVersion(env.SESSIONS);
});

describe("a guest with a cart", () => {
  it("gives a guest with a cart the stored page with one count query, kept private, and stores nothing of theirs", async () => {
    const path = "/plans/japan-5gb-7-days";
    await call(path);
    await expect.poll(async () => timing(await call(path)).cache).toBe("HIT");

    const guest = new Browser();
    const add = await guest.post("/api/cart", {
      productId: await productId("japan-5gb-7-days"),
      quantity: 2,
    });
    expect(add.status).toBe(201);
    const page = await guest.get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(`page:${path}`);
    expect(timing(page)).toMatchObject({ cache: "HIT", queries: 1 });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("ETag")).toBeNull();
    // The browser's copy of the count, for the page's script (readable, so not HttpOnly).
    const countCookie = page.headers.getSetCookie().find((c) => c.startsWith("__Host-items-in-cart="));
    expect(countCookie).toMatch(/^__Host-items-in-cart=2;/);
    expect(countCookie).not.toMatch(/HttpOnly/i);
    expect(guest.cookies.get("__Host-items-in-cart")).toBe("2");
    // Already in line: no cookie the second time.
    expect((await guest.get(path)).headers.getSetCookie()).toEqual([]);

    // Emptied: the copy goes, and a browser with only the stale copy is counted too, never served as anonymous.
    const stale = guest.clone();
    const lines = (await (await guest.get("/api/cart")).json()) as { id: number }[];
    for (const line of lines) expect((await guest.send("DELETE", `/api/cart/${line.id}`)).status).toBe(200);
    await guest.get(path);
    expect(guest.cookies.has("__Host-items-in-cart")).toBe(false);
    stale.cookies.delete("__Host-cart");
    const staleOnly = await stale.get(path);
    expect(timing(staleOnly)).toMatchObject({ cache: "HIT", queries: 0 });
    expect(staleOnly.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-items-in-cart=;.*Max-Age=0/),
    ]);

    // The stored copy is still the anonymous one, with a fresh nonce and no private header.
    const anonymous = await call(path);
    expect(timing(anonymous)).toMatchObject({ cache: "HIT", queries: 0 });
    expect(anonymous.headers.get("Cache-Control")).toBe("no-cache");
  });
});

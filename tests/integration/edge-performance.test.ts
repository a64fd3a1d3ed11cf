// Server-Timing on every answer, the anonymous edge cache (never for a session or a cart,
// retired by every staff change), ETag/304 on /api/products, and the D1 bookmark cookie that lets a
// customer read their own writes.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { newQueryLog } from "../../worker/db/query-timing";
import { bumpCatalogueVersion } from "../../worker/services/catalogue/version";
import { cacheKey } from "../../worker/web/http/edge-cache.server";
import { as, json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { call, ORIGIN, productId, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { queryRoutes } from "./route-harness";
import { timing } from "./server-timing";

async function signedIn(): Promise<Browser> {
  const browser = new Browser();
  const res = await browser.post("/api/auth/login", {
    emailOrUsername: TEST_CUSTOMER.username,
    password: TEST_CUSTOMER.password,
  });
  expect(res.status).toBe(200);
  expect(browser.cookies.has("__Host-session")).toBe(true);
  return browser;
}

beforeAll(async () => {
  await seedDatabase();
  // A fresh catalogue version per file: the Cache API outlives a test file's storage.
  await bumpCatalogueVersion(env.SESSIONS);
});

describe("Server-Timing", () => {
  it("counts and times the D1 queries of every answer", async () => {
    // One batch (the page and its total), then the listed plans' destinations.
    const products = await call("/api/products?region=europe");
    expect(timing(products)).toMatchObject({ queries: 2, statements: 3 });
    const user = await call("/api/auth/user");
    expect(user.status).toBe(401);
    expect(timing(user)).toMatchObject({ cache: "BYPASS" });
    const page = await call("/about");
    expect(timing(page)).toMatchObject({ queries: 0, cache: "BYPASS" });
    const missing = await call("/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Server-Timing")).toContain("d1;dur=");
  });

  it("a signed-in customer's plan page and cart cost 3 D1 round trips each, review standing and hold rule included", async () => {
    const browser = await signedIn();
    // A Physical SIM in the cart, so the cart reads its stock-hold cap.
    const sim = await env.DB.prepare(
      "SELECT id FROM products WHERE type = 'Physical SIM' AND active = 1 LIMIT 1",
    ).first<{ id: number }>();
    for (const id of [await productId("japan-5gb-7-days"), Number(sim?.id)])
      expect((await browser.post("/api/cart", { productId: id, quantity: 1 })).status).toBeLessThan(300);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const view = async (path: string) => {
      const queries = newQueryLog();
      const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
      const { page } = await queryRoutes(appHandler, request, { queries });
      expect(page?.statusCode, path).toBe(200);
      return queries.count;
    };
    // The first view warms the isolate's header and footer, as the e2e budget's second page finds them.
    await view("/plans/japan-5gb-7-days");
    expect(await view("/plans/japan-5gb-7-days")).toBeLessThanOrEqual(3);
    expect(await view("/cart")).toBeLessThanOrEqual(3);
  });
});

describe("edge cache for anonymous visitors", () => {
  it("answers the second anonymous request from the cache with no D1 query", async () => {
    const first = await call("/api/products?type=esim");
    expect(timing(first)).toMatchObject({ cache: "MISS", queries: 2 });
    const body = await first.text();
    await expect.poll(async () => timing(await call("/api/products?type=esim")).cache).toBe("HIT");
    const hit = await call("/api/products?type=esim");
    expect(timing(hit)).toMatchObject({ cache: "HIT", queries: 0 });
    expect(await hit.text()).toBe(body);
    // Browsers always revalidate: a price change must never hide behind their cache.
    expect(hit.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("keeps a hit in the isolate, so the next one skips the Cache API, and a save still retires it", async () => {
    const path = "/api/products?q=Korea";
    const body = await (await call(path)).text();
    await expect.poll(async () => timing(await call(path)).cache).toBe("HIT");
    // Gone from the Cache API, the answer is still a hit: it came from this isolate's memory.
    const cache = (caches as unknown as { default: Cache }).default;
    const version = (await env.SESSIONS.get("catalogue-version")) ?? "0";
    // The test worker's build is "integration-tests" (tests/integration/test-worker.ts).
    expect(await cache.delete(cacheKey(new Request(`${ORIGIN}${path}`), version, "integration-tests"))).toBe(
      true,
    );
    const hit = await call(path);
    expect(timing(hit)).toMatchObject({ cache: "HIT", queries: 0 });
    expect(await hit.text()).toBe(body);
    // A new catalogue version makes the isolate's copy unreachable too.
    await bumpCatalogueVersion(env.SESSIONS);
    expect(timing(await call(path)).cache).toBe("MISS");
  });

  it("caches pages and their .data twins, each HTML hit with this request's CSP nonce", async () => {
    for (const path of ["/", "/shop", "/shop.data", "/plans/japan-5gb-7-days", "/esim/japan"]) {
      expect(timing(await call(path)).cache).toBe("MISS");
      await expect.poll(async () => timing(await call(path)).cache).toBe("HIT");
    }
    const a = await call("/shop");
    const b = await call("/shop");
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    for (const path of ["/about", "/cart", "/my-orders", "/admin", "/api/cart"]) {
      expect(timing(await call(path)).cache).toBe("BYPASS");
    }
  });

  it("never serves the cached page to a signed-in customer, staff or a flash", async () => {
    await call("/shop?region=asia-pacific");
    await expect.poll(async () => timing(await call("/shop?region=asia-pacific")).cache).toBe("HIT");

    const customer = await signedIn();
    const page = await customer.get("/shop?region=asia-pacific");
    expect(timing(page).cache).toBe("BYPASS");

    const guest = new Browser();
    const add = await guest.post("/api/cart", {
      productId: await productId("japan-5gb-7-days"),
      quantity: 1,
    });
    expect(add.status).toBe(201);
    expect(guest.cookies.has("__Host-cart")).toBe(true);
    // The page itself is the stored one with the guest's badge (below); its data and the API are not.
    expect(timing(await guest.get("/shop.data?region=asia-pacific")).cache).toBe("BYPASS");
    expect(timing(await guest.get("/api/products")).cache).toBe("BYPASS");
    const guestWithFlash = guest.clone();
    guestWithFlash.cookies.set("__Host-flash", '{"title":"x"}');
    expect(timing(await guestWithFlash.get("/shop?region=asia-pacific")).cache).toBe("BYPASS");

    const staff = await rootSession();
    expect(timing(await call("/shop?region=asia-pacific", { headers: { Cookie: staff } })).cache).toBe(
      "BYPASS",
    );
    const flash = await call("/shop?region=asia-pacific", {
      headers: { Cookie: '__Host-flash={"title":"x"}' },
    });
    expect(timing(flash).cache).toBe("BYPASS");
  });

  it("stores no answer that sets a cookie", async () => {
    // The guest's first add answers with Set-Cookie; a page answering with one is not stored either.
    const anonymousWithFlash = await call("/?stored-check", {
      headers: { Cookie: '__Host-flash={"title":"x"}' },
    });
    expect(timing(anonymousWithFlash).cache).toBe("BYPASS");
    const res = await call("/api/products?region=americas");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows a staff price change to the very next anonymous visitor", async () => {
    const id = await productId("japan-5gb-7-days");
    const priceOf = async () => {
      const list = (await json(await call("/api/products?q=Japan"))) as { id: number; price: string }[];
      return list.find((p) => p.id === id)?.price;
    };
    expect(await priceOf()).toBe("25.00");
    await expect.poll(async () => timing(await call("/api/products?q=Japan")).cache).toBe("HIT");

    const root = as(await rootSession());
    const list = (await json(await call("/api/products?q=Japan"))) as Record<string, unknown>[];
    const p = list.find((row) => row.id === id) ?? {};
    const form = {
      ...Object.fromEntries(
        ["name", "region", "duration", "data", "coverage", "type", "image", "purchaseUrl", "active"].map(
          (k) => [k, p[k]],
        ),
      ),
      originalPrice: p.originalPrice ?? "",
      price: "21.50",
    };
    const saved = await root.put(`/api/admin/products/${id}`, form);
    expect(saved.status).toBe(200);

    const after = await call("/api/products?q=Japan");
    expect(timing(after).cache).toBe("MISS");
    const fresh = (await after.json()) as { id: number; price: string }[];
    expect(fresh.find((row) => row.id === id)?.price).toBe("21.50");
  });

  it("a save through a back-office screen's route action retires the cached pages too", async () => {
    // The screens post to /admin/<tab> (document) or /admin/<tab>.data (fetcher), not the JSON API.
    for (const [path, retires] of [
      ["/admin/products", true],
      ["/admin/inventory.data", true],
      ["/admin/content.data", true],
      ["/admin/chat.data", false],
      ["/admin/users", false],
      ["/admin/account.data", false],
    ] as const) {
      await call("/api/products?region=europe");
      await expect.poll(async () => timing(await call("/api/products?region=europe")).cache).toBe("HIT");
      const posted = await call(path, { method: "POST", body: new URLSearchParams({ intent: "save" }) });
      expect(posted.status).toBe(200);
      expect(timing(await call("/api/products?region=europe")).cache, path).toBe(retires ? "MISS" : "HIT");
    }
  });

  it("a staff chat message or failed save leaves the cache alone", async () => {
    await call("/api/products?region=global");
    await expect.poll(async () => timing(await call("/api/products?region=global")).cache).toBe("HIT");
    const root = as(await rootSession());
    expect((await root.put("/api/admin/products/999999", { name: "" })).status).toBe(400);
    expect(timing(await call("/api/products?region=global")).cache).toBe("HIT");
  });
});

describe("ETag on /api/products", () => {
  it("answers 304 to a matching If-None-Match, from the cache and without it", async () => {
    const first = await call("/api/products?duration=1-7");
    const tag = first.headers.get("ETag");
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call("/api/products?duration=1-7", { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(tag);
    await expect.poll(async () => timing(await call("/api/products?duration=1-7")).cache).toBe("HIT");
    const hit = await call("/api/products?duration=1-7", { headers: { "If-None-Match": tag ?? "" } });
    expect(hit.status).toBe(304);
    expect(timing(hit)).toMatchObject({ cache: "HIT", queries: 0 });
    // A signed-in customer bypasses the cache and still gets the tag.
    const customer = await signedIn();
    const mine = await customer.get("/api/products?duration=1-7", {
      headers: { "If-None-Match": tag ?? "" },
    });
    expect(mine.status).toBe(304);
  });
});

describe("D1 sessions: a customer reads their own writes", () => {
  it("a write hands the browser a bookmark; reads carrying it see the write at once", async () => {
    const guest = new Browser();
    const id = await productId("japan-5gb-7-days");
    const add = await guest.post("/api/cart", { productId: id, quantity: 2 });
    expect(add.status).toBe(201);
    const bookmark = guest.cookies.get("__Host-d1b");
    expect(bookmark).toBeTruthy();
    expect(add.headers.getSetCookie().find((c) => c.startsWith("__Host-d1b="))).toMatch(
      /HttpOnly; Secure; SameSite=Lax/,
    );
    const cart = (await json(await guest.get("/api/cart"))) as {
      id: number;
      quantity: number;
      product: { id: number };
    }[];
    expect(cart.map((line) => [line.product.id, line.quantity])).toEqual([[id, 2]]);
    // Plain reads never set a cookie (anonymous pages stay cacheable).
    expect(guest.lastSetCookies).toEqual([]);
    const update = await guest.send("PUT", `/api/cart/${cart[0]?.id}`, {
      quantity: 3,
    });
    expect(update.status).toBe(200);
    const after = (await json(await guest.get("/api/cart"))) as { quantity: number }[];
    expect(after[0]?.quantity).toBe(3);
  });

  it("refuses a malformed bookmark instead of passing it to D1", async () => {
    const res = await call("/api/products?data=unlimited", {
      headers: { Cookie: `__Host-d1b=${"x".repeat(500)}` },
    });
    expect(res.status).toBe(200);
  });
});

// KV unavailable (every read and write of the sessions namespace throws): D1 is the authority for
// sessions and the catalogue, so signing in, being signed in, signing out and browsing keep working.
// The fault is a binding wrapper for these requests only, not a change to the shop's code.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { type Fetcher, seedDatabase, TEST_CUSTOMER } from "./helpers";
import worker from "./test-worker";

beforeAll(seedDatabase);

const KV_CALLS = new Set(["get", "getWithMetadata", "put", "delete", "list"]);

function unavailable(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      if (typeof property === "string" && KV_CALLS.has(property)) {
        return async () => {
          throw new Error("KV GET failed: 503 Service Unavailable");
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const kvDown: Fetcher = async (request) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, SESSIONS: unavailable(env.SESSIONS) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};

const signIn = (browser: Browser) =>
  browser.post("/api/auth/login", {
    emailOrUsername: TEST_CUSTOMER.username,
    password: TEST_CUSTOMER.password,
  });

describe("KV unavailable", () => {
  it("signing in, a signed-in customer's own data and signing out still work from D1", async () => {
    const browser = new Browser(kvDown);
    expect((await signIn(browser)).status).toBe(200);
    const orders = await browser.get("/api/user/orders");
    expect(orders.status).toBe(200);
    expect((await browser.get("/api/user/profile")).status).toBe(200);
    expect((await browser.post("/api/auth/logout")).status).toBe(200);
    expect((await browser.get("/api/user/orders")).status).toBe(401);
  });

  it("a session made while KV was up keeps working while it is down, and its sign-out holds after", async () => {
    const up = new Browser();
    expect((await signIn(up)).status).toBe(200);
    const down = new Browser(kvDown);
    for (const [name, value] of up.cookies) down.cookies.set(name, value);
    expect((await down.get("/api/user/orders")).status).toBe(200);
    expect((await down.post("/api/auth/logout")).status).toBe(200);
    // KV is back, still holding the session it cached: D1 says it was revoked.
    expect((await up.get("/api/user/orders")).status).toBe(401);
  });

  it("the catalogue and its pages are served", async () => {
    const browser = new Browser(kvDown);
    const products = await browser.get("/api/products");
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(10);
    for (const path of ["/", "/shop", "/destinations"]) {
      expect((await browser.get(path)).status, path).toBe(200);
    }
  });
});

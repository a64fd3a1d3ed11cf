// Scheduled clean-up of rate-limit windows, and the session store's KV staying out of the way.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";

// Many of these tests hash real passwords dozens of times on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(seedDatabase);

/** A fresh customer signed in from its own browser (and client address). */
let customers = 0;

async function newCustomer(address?: string) {
  customers += 1;
  const account = {
    username: `hard${customers}`,
    email: `hard${customers}@shop.test`,
    password: `Hard-${customers}-pass`,
    confirmPassword: `Hard-${customers}-pass`,
  };
  const browser = new Browser();
  const headers: Record<string, string> = address ? { "CF-Connecting-IP": address } : {};
  const response = await browser.post("/api/auth/register", account, { headers });
  expect(response.status).toBe(201);
  const row = await env.DB.prepare("SELECT id, password FROM users WHERE username = ?")
    .bind(account.username)
    .first<{ id: number; password: string }>();
  return { browser, account, userId: row?.id ?? 0, passwordHash: row?.password ?? "" };
}

describe("scheduled clean-up and the session store", () => {
  it("the cron trigger deletes rate_limits rows whose window has ended, and keeps running ones", async () => {
    const { createScheduledController, createExecutionContext, waitOnExecutionContext } = await import(
      "cloudflare:test"
    );
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (key, count, window_ends_at) VALUES (?, 1, ?)").bind(
        "old:a",
        now - 1000,
      ),
      env.DB.prepare("INSERT INTO rate_limits (key, count, window_ends_at) VALUES (?, 1, ?)").bind(
        "old:b",
        now - 60_000,
      ),
      env.DB.prepare("INSERT INTO rate_limits (key, count, window_ends_at) VALUES (?, 1, ?)").bind(
        "live:c",
        now + 60_000,
      ),
    ]);
    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "17 * * * *" });
    const ctx = createExecutionContext();
    const { default: worker } = await import("./test-worker");
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const keys = await env.DB.prepare(
      "SELECT key FROM rate_limits WHERE key IN ('old:a','old:b','live:c')",
    ).all<{
      key: string;
    }>();
    expect(keys.results.map((r) => r.key)).toEqual(["live:c"]);
  });

  it("wrangler.toml declares the cron trigger", async () => {
    const { default: toml } = await import("../../wrangler.toml?raw");
    expect(toml).toMatch(/\[triggers\]\s*\ncrons = \["[^"]+"(, "[^"]+")*\]/);
    // The daily one is the one worker/scheduled.ts refreshes the phone list on.
    expect(toml).toContain('"43 3 * * *"');
  });

  it("a bogus session cookie costs no KV delete per page view", async () => {
    const { lookupUserSession } = await import("../../worker/web/cookies/session-cookie.server");
    const { createDb } = await import("../../worker/db/client");
    let deletes = 0;
    const kv = new Proxy(env.SESSIONS, {
      get(target, prop) {
        if (prop === "delete") {
          return async (key: string) => {
            deletes += 1;
            return target.delete(key);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const request = new Request(ORIGIN, { headers: { Cookie: `__Host-session=${"A".repeat(43)}` } });
    for (let i = 0; i < 3; i++) {
      expect(await lookupUserSession(createDb(env.DB), kv, request, { fresh: false })).toBeNull();
    }
    expect(deletes).toBe(0);
  });

  it("a failed KV write does not break login (D1 stays authoritative)", async () => {
    const { issueUserSession } = await import("../../worker/auth/session");
    const { lookupUserSession } = await import("../../worker/web/cookies/session-cookie.server");
    const { createDb } = await import("../../worker/db/client");
    const { users } = await import("../../worker/db/schema");
    const { eq } = await import("drizzle-orm");
    const { userId } = await newCustomer();
    const db = createDb(env.DB);
    const user = await db.select().from(users).where(eq(users.id, userId)).get();
    const broken = new Proxy(env.SESSIONS, {
      get(target, prop) {
        if (prop === "put")
          return async () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const issued = await issueUserSession(db, broken, user as NonNullable<typeof user>, {
        persistent: false,
      });
      const request = new Request(ORIGIN, { headers: { Cookie: `__Host-session=${issued.token}` } });
      expect((await lookupUserSession(db, broken, request, { fresh: false }))?.user.id).toBe(userId);
      expect((await lookupUserSession(db, broken, request, { fresh: true }))?.user.id).toBe(userId);
    } finally {
      spy.mockRestore();
    }
  });
});

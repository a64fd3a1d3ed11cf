// Issue 16: the holes a hostile client and a careful reader of the spec found, one block per item.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";

// Many of these tests hash real passwords dozens of times on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(seedDatabase);

/** A body the test can watch: did the Worker read it to its end? */
function watchedBody(totalBytes: number, chunkBytes = 4096) {
  const state = { sent: 0, finished: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= totalBytes) {
        state.finished = true;
        controller.close();
        return;
      }
      const size = Math.min(chunkBytes, totalBytes - state.sent);
      state.sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, state };
}

async function loginRows(subject: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?")
    .bind(`%${subject}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("1. redirect targets stay on this origin", () => {
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

describe("6. request bodies are capped and never left unread", () => {
  const big = (bytes: number) =>
    JSON.stringify({ emailOrUsername: "capped-user", password: "x".repeat(bytes) });

  it("answers 413 to a declared JSON body over the cap before any rate limit or parsing", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", undefined, {
      body: big(300 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body is too large" });
    expect(await loginRows("capped-user")).toBe(0);
  });

  it("answers 413 to a streamed body (no Content-Length) once it passes the cap", async () => {
    const { stream } = watchedBody(400 * 1024);
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": "10.99.0.1" },
        body: stream,
      }),
    );
    expect(response.status).toBe(413);
  });

  it("caps page form posts too", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/auth/login`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: `password=${"x".repeat(100 * 1024)}`,
      }),
    );
    expect(response.status).toBe(413);
  });

  it("still takes ordinary bodies", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", { emailOrUsername: "nobody-here", password: "x" });
    expect(response.status).toBe(401);
  });

  it("reads a body it refuses early to its end (wrangler dev loses the next request otherwise)", async () => {
    for (const [path, headers, status] of [
      ["/api/auth/login", { Origin: "https://evil.example", "Content-Type": "application/json" }, 403],
      ["/api/auth/login", { Origin: ORIGIN, "Content-Type": "text/plain" }, 415],
      ["/api/user/orders", { Origin: ORIGIN, "Content-Type": "application/json" }, 404],
      ["/api/auth/change-password", { Origin: ORIGIN, "Content-Type": "application/json" }, 401],
    ] as const) {
      const { stream, state } = watchedBody(100 * 1024);
      const response = await exports.default.fetch(
        new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: stream }),
      );
      expect(response.status, path).toBe(status);
      await response.arrayBuffer();
      expect(state.finished, `${path} ${status}`).toBe(true);
    }
  });
});

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

const storedHash = async (userId: number) =>
  (await env.DB.prepare("SELECT password FROM users WHERE id = ?").bind(userId).first<{ password: string }>())
    ?.password;

describe("2. guessing the current password is rate limited before hashing", () => {
  it("change-password: per account, the right password is refused once the guesses are used up", async () => {
    const { browser, account, userId, passwordHash } = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: `guess-${i}`,
        newPassword: "Changed-pass-1",
        confirmPassword: "Changed-pass-1",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await browser.post("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "Changed-pass-1",
      confirmPassword: "Changed-pass-1",
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await storedHash(userId)).toBe(passwordHash);
  });

  it("change-email: shares the same counter per account", async () => {
    const { browser, account } = await newCustomer();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await browser.post("/api/auth/change-email", { newEmail: `x${i}@shop.test`, password: `nope-${i}` })
      ).status;
    }
    expect(last).toBe(429);
    const right = await browser.post("/api/auth/change-email", {
      newEmail: "fresh@shop.test",
      password: account.password,
    });
    expect(right.status).toBe(429);
  });

  it("per client: one address cannot spread guesses over many accounts", async () => {
    const address = "172.20.0.9";
    const results: number[] = [];
    for (let n = 0; n < 4; n++) {
      const { browser } = await newCustomer(`172.21.0.${n + 1}`);
      for (let i = 0; i < 8; i++) {
        const response = await browser.post(
          "/api/auth/change-password",
          { currentPassword: `guess-${i}`, newPassword: "Changed-pass-1", confirmPassword: "Changed-pass-1" },
          { headers: { "CF-Connecting-IP": address } },
        );
        results.push(response.status);
      }
    }
    expect(results.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});

describe("3. strangers cannot lock a known account out, and successes are not counted", () => {
  const login = (who: string, password: string, address: string) =>
    new Browser().post(
      "/api/auth/login",
      { emailOrUsername: who, password },
      { headers: { "CF-Connecting-IP": address } },
    );

  it("customer: a stranger's guesses stop the stranger, not the owner on their own client", async () => {
    const { account, browser } = await newCustomer();
    let strangerLast = 0;
    for (let i = 0; i < 12; i++)
      strangerLast = (await login(account.username, `guess-${i}`, "192.0.2.66")).status;
    expect(strangerLast).toBe(429);
    // Other strangers too, from many addresses: still no lockout for the owner on their own
    // browser (it made the account, so it carries the device cookie), from yet another address.
    for (let i = 0; i < 12; i++) await login(account.username, `guess-${i}`, `192.0.2.${100 + i}`);
    const owner = await browser.post(
      "/api/auth/login",
      { emailOrUsername: account.username, password: account.password },
      { headers: { "CF-Connecting-IP": "198.51.100.23" } },
    );
    expect(owner.status).toBe(200);
  });

  it("customer: successful logins do not count towards any limit", async () => {
    const { account } = await newCustomer();
    for (let i = 0; i < 35; i++) {
      const response = await login(account.email, account.password, "198.51.100.24");
      expect(response.status, `login ${i + 1}`).toBe(200);
    }
  });

  it("customer: per client alone, one address spraying many accounts is still stopped", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await login(`spray-${i}`, "guess", "192.0.2.200")).status;
    expect(last).toBe(429);
  });

  it("staff: a stranger's guesses do not keep the super admin out, and successes are not counted", async () => {
    const admin = (username: string, password: string, address: string) =>
      exports.default.fetch(
        new Request(`${ORIGIN}/api/admin/login`, {
          method: "POST",
          headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": address },
          body: JSON.stringify({ username, password }),
        }),
      );
    let strangerLast = 0;
    for (let i = 0; i < 8; i++) strangerLast = (await admin("root", `guess-${i}`, "192.0.2.77")).status;
    expect(strangerLast).toBe(429);
    for (let i = 0; i < 25; i++) {
      const response = await admin("root", "Sup3r-secret", "198.51.100.77");
      expect(response.status, `staff login ${i + 1}`).toBe(200);
    }
  });
});

describe("8. password and e-mail changes update the user and revoke sessions in one batch", () => {
  it("change-password leaves no moment with the new password and live old sessions", async () => {
    const { browser, account, userId } = await newCustomer();
    const other = browser.clone();
    // A session row that already fails the revoke: the batch must roll the password back with it.
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_revoke BEFORE UPDATE OF revoked_at ON user_sessions WHEN NEW.user_id = ${userId} BEGIN SELECT RAISE(ABORT, 'revoke failed'); END`,
    );
    try {
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: account.password,
        newPassword: "Atomic-pass-1",
        confirmPassword: "Atomic-pass-1",
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER hardening_fail_revoke");
    }
    // Neither happened: the old password still signs in and the old session still works.
    expect((await other.get("/api/auth/user")).status).toBe(200);
    const again = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(again.status).toBe(200);
  });

  it("change-email likewise", async () => {
    const { browser, account, userId } = await newCustomer();
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_revoke2 BEFORE UPDATE OF revoked_at ON user_sessions WHEN NEW.user_id = ${userId} BEGIN SELECT RAISE(ABORT, 'revoke failed'); END`,
    );
    try {
      const response = await browser.post("/api/auth/change-email", {
        newEmail: `moved-${userId}@shop.test`,
        password: account.password,
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER hardening_fail_revoke2");
    }
    const row = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(userId)
      .first<{ email: string }>();
    expect(row?.email).toBe(account.email);
  });
});

describe("13. per-client limits count an IPv6 /64, not the exact address", () => {
  it("addresses in one /64 share a bucket; IPv4 stays exact", async () => {
    const { clientAddress } = await import("../../worker/web/client-address.server");
    const at = (ip: string) => clientAddress(new Request(ORIGIN, { headers: { "CF-Connecting-IP": ip } }));
    expect(at("2001:db8:1:2:aaaa::1")).toBe(at("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(at("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(at("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(at("2001:db8:1:3::1")).not.toBe(at("2001:db8:1:2::1"));
    expect(at("203.0.113.5")).toBe("203.0.113.5");
    expect(at("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });
});

describe("7. merging a guest cart keeps each line within 99 and says so", () => {
  it("caps the merged line, keeps it editable, and the login answer carries a notice", async () => {
    const { account } = await newCustomer();
    const row = await env.DB.prepare("SELECT id FROM products WHERE active = 1 ORDER BY id LIMIT 1").first<{
      id: number;
    }>();
    const productId = row?.id ?? 0;
    const owner = new Browser();
    await owner.post("/api/auth/login", { emailOrUsername: account.username, password: account.password });
    expect((await owner.post("/api/cart", { productId, quantity: 99 })).status).toBe(201);
    for (let round = 0; round < 3; round++) {
      const guest = new Browser();
      expect((await guest.post("/api/cart", { productId, quantity: 99 })).status).toBe(201);
      const login = await guest.post("/api/auth/login", {
        emailOrUsername: account.username,
        password: account.password,
      });
      expect(login.status).toBe(200);
      const body = (await login.json()) as { notice?: string };
      expect(body.notice).toBe("Some quantities in your cart were lowered to the limit of 99 per plan.");
    }
    const lines = (await (await owner.get("/api/cart")).json()) as { id: number; quantity: number }[];
    expect(lines).toEqual([expect.objectContaining({ quantity: 99 })]);
    const line = lines[0];
    const put = await owner.send("PUT", `/api/cart/${line?.id}`, { quantity: 99 });
    expect(put.status).toBe(200);
  });

  it("says nothing when no line was lowered", async () => {
    const { account } = await newCustomer();
    const guest = new Browser();
    const row = await env.DB.prepare("SELECT id FROM products WHERE active = 1 ORDER BY id LIMIT 1").first<{
      id: number;
    }>();
    await guest.post("/api/cart", { productId: row?.id, quantity: 2 });
    const login = await guest.post("/api/auth/login", {
      emailOrUsername: account.email,
      password: account.password,
    });
    expect(await login.json()).not.toHaveProperty("notice");
  });
});

describe("9. unexpected database errors are logged without their parameters", () => {
  it("logs class, code and a request id, and the 500 carries the same id", async () => {
    const { browser, account, userId } = await newCustomer();
    const secretEmail = `leak-${userId}@private.test`;
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_log BEFORE UPDATE OF email ON users WHEN NEW.id = ${userId} BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${String(a.cause)}` : String(a))).join(" "),
      );
    });
    try {
      const response = await browser.post("/api/auth/change-email", {
        newEmail: secretEmail,
        password: account.password,
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Internal server error" });
      const requestId = response.headers.get("X-Request-Id");
      expect(requestId).toBeTruthy();
      expect(logged).toHaveLength(1);
      const line = logged[0] ?? "";
      expect(line).not.toContain(secretEmail);
      expect(line).not.toMatch(/params|update "users"|pbkdf2/i);
      expect(JSON.parse(line)).toEqual({
        level: "error",
        where: "api",
        requestId,
        errorClass: expect.any(String),
        causeClass: expect.any(String),
        code: "SQLITE_CONSTRAINT",
      });
    } finally {
      spy.mockRestore();
      await env.DB.exec("DROP TRIGGER hardening_fail_log");
    }
  });
});

describe("13. housekeeping", () => {
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
    expect(toml).toMatch(/\[triggers\]\s*\ncrons = \["[^"]+"\]/);
  });

  it("a bogus session cookie costs no KV delete per page view", async () => {
    const { lookupUserSession } = await import("../../worker/web/session-cookie.server");
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
    const { lookupUserSession } = await import("../../worker/web/session-cookie.server");
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

describe("15. the README's production notes", () => {
  it("name the Workers Paid plan with its reason, and every binding a deploy needs", async () => {
    const { default: readme } = await import("../../README.md?raw");
    const notes = readme.slice(readme.indexOf("## Production notes"));
    expect(notes).toMatch(/Workers Paid plan/);
    expect(notes).toMatch(/12–14 ms of CPU/);
    expect(notes).toMatch(/10 ms/);
    const { default: toml } = await import("../../wrangler.toml?raw");
    const bindings = [...toml.matchAll(/^(?:binding|name) = "([A-Z_]+)"/gm)].map((m) => m[1]);
    expect(bindings.length).toBeGreaterThanOrEqual(4);
    for (const name of bindings) expect(notes, name).toContain(`\`${name}\``);
    const vars = toml.slice(toml.indexOf("[vars]")).split("\n[")[0] ?? "";
    for (const [, name] of vars.matchAll(/^([A-Z_]+) =/gm)) expect(notes, name).toContain(`\`${name}\``);
  });
});

describe("10. admin-entered users follow the registration rules", () => {
  async function root() {
    const { rootSession, as } = await import("./admin-helpers");
    return as(await rootSession());
  }
  const base = { password: "Admin-made-1", role: "bronze" };

  it("refuses the reserved super-admin name, another user's e-mail (any case), and names registration refuses", async () => {
    const admin = await root();
    const reserved = await admin.post("/api/admin/users", {
      ...base,
      username: "JalanSIM",
      email: "r1@shop.test",
    });
    expect(reserved.status).toBe(409);
    const taken = await admin.post("/api/admin/users", {
      ...base,
      username: "fresh.one",
      email: "DEMO@shop.test",
    });
    expect(taken.status).toBe(409);
    const spaced = await admin.post("/api/admin/users", {
      ...base,
      username: "two words",
      email: "r2@shop.test",
    });
    expect(spaced.status).toBe(400);
    expect(((await spaced.json()) as { error: string }).error).toMatch(/spaces/);
    const ok = await admin.post("/api/admin/users", {
      ...base,
      username: "made.by.admin",
      email: "r3@shop.test",
    });
    expect(ok.status).toBe(201);
    const { user } = (await ok.json()) as { user: { id: number } };
    const renamed = await admin.put(`/api/admin/users/${user.id}`, {
      username: "jalansim",
      email: "r3@shop.test",
      role: "bronze",
    });
    expect(renamed.status).toBe(409);
    const moved = await admin.put(`/api/admin/users/${user.id}`, {
      username: "made.by.admin",
      email: "Demo@Shop.test",
      role: "bronze",
    });
    expect(moved.status).toBe(409);
  });

  it("registration accepts letters of any script and says why spaces are refused", async () => {
    const ok = await new Browser().post("/api/auth/register", {
      username: "José",
      email: "jose@shop.test",
      password: "Jose-pass-1",
      confirmPassword: "Jose-pass-1",
    });
    expect(ok.status).toBe(201);
    const malay = await new Browser().post("/api/auth/register", {
      username: "Siti Nurhaliza",
      email: "siti@shop.test",
      password: "Siti-pass-1",
      confirmPassword: "Siti-pass-1",
    });
    expect(malay.status).toBe(400);
    expect(((await malay.json()) as { error: string }).error).toBe(
      "Username cannot contain spaces: use letters, numbers, dots, dashes or underscores (for example siti.nurhaliza)",
    );
  });
});

describe("12. spec fidelity", () => {
  async function root() {
    const { rootSession, as } = await import("./admin-helpers");
    return as(await rootSession());
  }

  it("the admin users list carries countryCode, ipAddress, deletedBy and updatedAt", async () => {
    const admin = await root();
    const list = (await (await admin.get("/api/admin/users?search=demo")).json()) as {
      users?: Record<string, unknown>[];
      items?: Record<string, unknown>[];
    };
    const rows = list.users ?? list.items ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const key of ["countryCode", "ipAddress", "deletedBy", "updatedAt"])
      expect(rows[0]).toHaveProperty(key);
  });

  it("an admin password change is audited as a password change, never with the value", async () => {
    const admin = await root();
    const { userId } = await newCustomer();
    const response = await admin.post(`/api/admin/users/${userId}/change-password`, {
      newPassword: "Audit-pass-9",
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT action, details FROM audit_logs WHERE target_type = 'user' AND target_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(userId)
      .first<{ action: string; details: string }>();
    expect(row?.action).toBe("USER_PASSWORD_CHANGE");
    expect(JSON.parse(row?.details ?? "{}")).toMatchObject({ passwordChanged: true });
    expect(row?.details).not.toContain("Audit-pass-9");
    expect(row?.details).not.toMatch(/pbkdf2|\$/);
  });

  it("page content blank after trimming, control characters included, is refused with the spec's messages", async () => {
    const admin = await root();
    const blankContent = await admin.put("/api/admin/content/about", {
      title: "About",
      content: "\u0000 \u0007\t\u001f ",
    });
    expect(blankContent.status).toBe(400);
    expect(((await blankContent.json()) as { error: string }).error).toBe("Content is required");
    const blankTitle = await admin.put("/api/admin/content/about", {
      title: "\u0000\u200b ",
      content: "Real text",
    });
    expect(blankTitle.status).toBe(400);
    expect(((await blankTitle.json()) as { error: string }).error).toBe("Title is required");
  });

  it("a custom ban accepts fractional hours of at least 1", async () => {
    const { BanSchema, banExpiry } = await import("../../app/schemas/admin/users");
    const ban = BanSchema.safeParse({ reason: "Spam", banDuration: "custom", customHours: "1.5" });
    expect(ban.success).toBe(true);
    expect(banExpiry("custom", 1.5, 0)).toBe(90 * 60 * 1000);
    const tooShort = BanSchema.safeParse({ reason: "Spam", banDuration: "custom", customHours: "0.5" });
    expect(tooShort.error?.issues[0]?.message).toBe("Custom hours must be specified for custom duration");
  });
});

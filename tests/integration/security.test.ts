import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { kvSessionKey } from "../../worker/auth/session";
import { sha256Hex } from "../../worker/auth/tokens";
import { createDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { AUTH_RATE_LIMITS } from "../../worker/services/accounts/auth";
import { endAllSessionsWith } from "../../worker/services/accounts/rules";
import { lookupUserSession } from "../../worker/web/session-cookie.server";
import { Browser } from "./browser";
import { call, ORIGIN, postJson, seedDatabase, TEST_CUSTOMER } from "./helpers";

const db = () => createDb(env.DB);
let counter = 0;
const seen: string[] = [];

/** Every answer body the suite sees, checked at the end for secrets. */
async function record(response: Response): Promise<Response> {
  seen.push(await response.clone().text());
  return response;
}

async function signedIn(options: { rememberMe?: boolean } = {}) {
  counter += 1;
  const account = {
    username: `victim${counter}`,
    email: `victim${counter}@shop.test`,
    password: `Secret-${counter}-pw`,
    confirmPassword: `Secret-${counter}-pw`,
  };
  const browser = new Browser();
  await record(await browser.post("/api/auth/register", account));
  if (options.rememberMe) {
    await record(
      await browser.post("/api/auth/login", {
        emailOrUsername: account.username,
        password: account.password,
        rememberMe: true,
      }),
    );
  }
  const token = browser.cookies.get("__Host-session") ?? "";
  const hash = await sha256Hex(token);
  const row = await env.DB.prepare("SELECT id FROM users WHERE username = ?")
    .bind(account.username)
    .first<{ id: number }>();
  return { browser, account, token, hash, userId: row?.id ?? 0 };
}

/** The request a page loader makes, with only the old cookie. */
function pageRequest(token: string): Request {
  return new Request(`${ORIGIN}/checkout`, { headers: { Cookie: `__Host-session=${token}` } });
}

/** Every sensitive door the stolen cookie might try next. */
async function expectRefusedEverywhere(stolen: Browser, token: string) {
  expect((await record(await stolen.get("/api/user/orders"))).status).toBe(401);
  expect((await record(await stolen.get("/api/auth/user"))).status).toBe(401);
  const change = await stolen.post("/api/auth/change-password", {
    currentPassword: "whatever",
    newPassword: "hijacked1",
    confirmPassword: "hijacked1",
  });
  expect(change.status).toBe(401);
  // The checkout, My Orders and Profile loaders use this very lookup.
  expect(await lookupUserSession(db(), env.SESSIONS, pageRequest(token), { fresh: true })).toBeNull();
}

beforeAll(seedDatabase);

describe("sessions are stored hashed and the cookie is locked down", () => {
  it("stores only sha256(token) in D1 and KV, never the token", async () => {
    const { token, hash } = await signedIn();
    const row = await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE session_token = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
    const hashed = await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE session_token = ?")
      .bind(hash)
      .first<{ n: number }>();
    expect(hashed?.n).toBe(1);
    const cached = await env.SESSIONS.get(kvSessionKey(hash));
    expect(cached).not.toBeNull();
    expect(cached).not.toContain(token);
    expect(cached).not.toContain("pbkdf2");
    expect(await env.SESSIONS.get(`session:${token}`)).toBeNull();
  });

  it("sets __Host- cookies with HttpOnly, Secure, SameSite=Lax, Path=/ and no Domain", async () => {
    const browser = new Browser();
    const japan = await env.DB.prepare("SELECT id FROM products WHERE slug = 'japan-5gb-7-days'").first<{
      id: number;
    }>();
    await browser.post("/api/cart", { productId: japan?.id });
    const cart = browser.lastSetCookies;
    await browser.post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
      rememberMe: true,
    });
    const all = [...cart, ...browser.lastSetCookies];
    const session = all.find((c) => c.startsWith("__Host-session="));
    const guest = all.find((c) => c.startsWith("__Host-cart=") && !/Max-Age=0/.test(c));
    for (const cookie of [session, guest]) {
      expect(cookie).toBeDefined();
      const attributes = (cookie ?? "").split(";").map((a) => a.trim().toLowerCase());
      expect(attributes).toContain("httponly");
      expect(attributes).toContain("secure");
      expect(attributes).toContain("samesite=lax");
      expect(attributes).toContain("path=/");
      expect(attributes.some((a) => a.startsWith("domain"))).toBe(false);
    }
    expect(session).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
  });
});

describe("revocation holds even while a stale KV record is still present", () => {
  it("after logout", async () => {
    const { browser, token, hash } = await signedIn();
    const stolen = browser.clone();
    const stale = await env.SESSIONS.get(kvSessionKey(hash));
    expect((await record(await browser.post("/api/auth/logout"))).status).toBe(200);
    // Another edge location may still serve the old record for up to a minute: put it back.
    await env.SESSIONS.put(kvSessionKey(hash), stale ?? "");
    await expectRefusedEverywhere(stolen, token);
    // The KV fast path (navigation only) may still show the name: that is the accepted trade-off.
    expect(await lookupUserSession(db(), env.SESSIONS, pageRequest(token), { fresh: false })).not.toBeNull();
  });

  it("after a password change (the changing browser gets a fresh session)", async () => {
    const { browser, account, token, hash } = await signedIn({ rememberMe: true });
    const stolen = browser.clone();
    const stale = await env.SESSIONS.get(kvSessionKey(hash));
    const response = await record(
      await browser.post("/api/auth/change-password", {
        currentPassword: account.password,
        newPassword: "Changed-pw-1",
        confirmPassword: "Changed-pw-1",
      }),
    );
    expect(response.status).toBe(200);
    expect(browser.lastSetCookies.find((c) => c.startsWith("__Host-session="))).toMatch(/Max-Age=2592000/);
    await env.SESSIONS.put(kvSessionKey(hash), stale ?? "");
    await expectRefusedEverywhere(stolen, token);
    expect((await browser.get("/api/user/orders")).status).toBe(200);
  });

  it("after an e-mail change", async () => {
    const { browser, account, token, hash } = await signedIn();
    const stolen = browser.clone();
    const stale = await env.SESSIONS.get(kvSessionKey(hash));
    const response = await browser.post("/api/auth/change-email", {
      newEmail: `moved${counter}@shop.test`,
      password: account.password,
    });
    expect(response.status).toBe(200);
    await env.SESSIONS.put(kvSessionKey(hash), stale ?? "");
    await expectRefusedEverywhere(stolen, token);
  });

  it("after a ban (the flag alone is enough, and endAllSessionsWith as the admin's ban calls it)", async () => {
    const { browser, token, hash, userId } = await signedIn();
    await env.DB.prepare(
      "UPDATE users SET banned = 1, ban_reason = 'fraud', ban_expires_at = NULL WHERE id = ?",
    )
      .bind(userId)
      .run();
    await expectRefusedEverywhere(browser, token);
    expect(await env.SESSIONS.get(kvSessionKey(hash))).not.toBeNull();

    const second = await signedIn();
    const stale = await env.SESSIONS.get(kvSessionKey(second.hash));
    const ban = db()
      .update(users)
      .set({ banned: true, banExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, second.userId));
    await endAllSessionsWith(db(), env, [ban], { userId: second.userId, now: Date.now() });
    expect(await env.SESSIONS.get(kvSessionKey(second.hash))).toBeNull();
    await env.SESSIONS.put(kvSessionKey(second.hash), stale ?? "");
    await expectRefusedEverywhere(second.browser, second.token);
    const revoked = await env.DB.prepare("SELECT revoked_at FROM user_sessions WHERE session_token = ?")
      .bind(second.hash)
      .first<{ revoked_at: number | null }>();
    expect(revoked?.revoked_at).not.toBeNull();
  });

  it("after deactivation", async () => {
    const { browser, token, hash, userId } = await signedIn();
    const stale = await env.SESSIONS.get(kvSessionKey(hash));
    await env.DB.prepare("UPDATE users SET active = 0 WHERE id = ?").bind(userId).run();
    await env.SESSIONS.put(kvSessionKey(hash), stale ?? "");
    await expectRefusedEverywhere(browser, token);
  });

  it("after a soft delete", async () => {
    const { browser, token, hash, userId } = await signedIn();
    const stale = await env.SESSIONS.get(kvSessionKey(hash));
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), userId).run();
    await env.SESSIONS.put(kvSessionKey(hash), stale ?? "");
    await expectRefusedEverywhere(browser, token);
  });

  it("after sessions_valid_after moves past the session, even with revoked_at still empty", async () => {
    const { browser, token, userId } = await signedIn();
    await env.DB.prepare("UPDATE users SET sessions_valid_after = ? WHERE id = ?")
      .bind(Date.now() + 1000, userId)
      .run();
    await expectRefusedEverywhere(browser, token);
  });

  it("after the session expires", async () => {
    const { browser, token, hash } = await signedIn();
    await env.DB.prepare("UPDATE user_sessions SET expires_at = ? WHERE session_token = ?")
      .bind(Date.now() - 1, hash)
      .run();
    await expectRefusedEverywhere(browser, token);
  });
});

describe("cross-origin state changes are refused and write nothing", () => {
  const evil = { Origin: "https://evil.example" };

  it("register, login, cart and logout from another origin answer 403", async () => {
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const carts = await env.DB.prepare("SELECT count(*) AS n FROM cart_items").first<{ n: number }>();
    const register = await postJson(
      "/api/auth/register",
      { username: "csrfuser", email: "csrf@shop.test", password: "abcdef", confirmPassword: "abcdef" },
      { headers: evil },
    );
    expect(register.status).toBe(403);
    const add = await postJson("/api/cart", { productId: 1 }, { headers: evil });
    expect(add.status).toBe(403);
    expect(add.headers.getSetCookie()).toEqual([]);
    expect(
      (
        await postJson(
          "/api/auth/login",
          { emailOrUsername: TEST_CUSTOMER.username, password: TEST_CUSTOMER.password },
          { headers: evil },
        )
      ).status,
    ).toBe(403);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())?.n).toBe(
      users?.n,
    );
    expect((await env.DB.prepare("SELECT count(*) AS n FROM cart_items").first<{ n: number }>())?.n).toBe(
      carts?.n,
    );

    const { browser, token } = await signedIn();
    const logout = await browser.post("/api/auth/logout", undefined, { headers: evil });
    expect(logout.status).toBe(403);
    expect(await lookupUserSession(db(), env.SESSIONS, pageRequest(token))).not.toBeNull();
    const change = await browser.post(
      "/api/auth/change-email",
      { newEmail: "x@evil.example", password: "x" },
      { headers: { "Sec-Fetch-Site": "cross-site", Origin: "null" } },
    );
    expect(change.status).toBe(403);
  });

  it("a page form post (login action) from another origin is refused too", async () => {
    const response = await call("/auth/login", {
      method: "POST",
      headers: { ...evil, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        emailOrUsername: TEST_CUSTOMER.username,
        password: TEST_CUSTOMER.password,
      }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("cart ownership", () => {
  it("a user can never read, change or delete another session's lines", async () => {
    const japan = await env.DB.prepare("SELECT id FROM products WHERE slug = 'japan-5gb-7-days'").first<{
      id: number;
    }>();
    const victim = new Browser();
    const line = (await (await victim.post("/api/cart", { productId: japan?.id, quantity: 2 })).json()) as {
      id: number;
    };
    const signedInVictim = await signedIn();
    const userLine = (await (
      await signedInVictim.browser.post("/api/cart", { productId: japan?.id })
    ).json()) as { id: number };

    for (const attacker of [new Browser(), (await signedIn()).browser]) {
      await attacker.post("/api/cart", { productId: japan?.id });
      for (const id of [line.id, userLine.id]) {
        expect((await attacker.send("PUT", `/api/cart/${id}`, { quantity: 7 })).status).toBe(404);
        expect((await attacker.send("DELETE", `/api/cart/${id}`)).status).toBe(404);
      }
      const list = (await (await attacker.get("/api/cart")).json()) as { id: number }[];
      expect(list.map((l) => l.id)).not.toContain(line.id);
      expect(list.map((l) => l.id)).not.toContain(userLine.id);
    }
    const lines = (await (await victim.get("/api/cart")).json()) as { id: number; quantity: number }[];
    expect(lines).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
    const userLines = (await (await signedInVictim.browser.get("/api/cart")).json()) as {
      id: number;
      quantity: number;
    }[];
    expect(userLines).toEqual([expect.objectContaining({ id: userLine.id, quantity: 1 })]);
  });

  it("a forged guest cookie that happens to name no cart sees an empty cart", async () => {
    const response = await call("/api/cart", {
      headers: { Cookie: "__Host-cart=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(await response.json()).toEqual([]);
  });
});

describe("rate limits on sign-in and registration, checked before any hashing", () => {
  it("per account and client: once used up, even the right password from that client gets 429 and no session", async () => {
    const { account, browser: ownBrowser } = await signedIn();
    const guesser = new Browser();
    for (let i = 0; i < AUTH_RATE_LIMITS.loginAccount.limit; i++) {
      const response = await guesser.post("/api/auth/login", {
        emailOrUsername: account.username,
        password: "bad-guess",
      });
      expect(response.status).toBe(401);
    }
    const response = await guesser.post("/api/auth/login", {
      emailOrUsername: account.email,
      password: account.password,
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(guesser.cookies.has("__Host-session")).toBe(false);
    // The guesser's lock is not the owner's: the owner's own browser, which made the
    // account and so carries its device cookie, still signs in from its own address.
    expect(
      (
        await ownBrowser.post("/api/auth/login", {
          emailOrUsername: account.email,
          password: account.password,
        })
      ).status,
    ).toBe(200);
  });

  it("per client: one address trying many accounts is stopped", async () => {
    const browser = new Browser();
    let last = 0;
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginClient.limit; i++) {
      last = (await browser.post("/api/auth/login", { emailOrUsername: `spray${i}`, password: "guess-123" }))
        .status;
    }
    expect(last).toBe(429);
    const right = await browser.post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
    });
    expect(right.status).toBe(429);
  });

  it("registration per client: the flood stops and the refused attempt creates no user", async () => {
    const browser = new Browser();
    const attempt = (i: number) =>
      browser.post("/api/auth/register", {
        username: `flood${i}`,
        email: `flood${i}@shop.test`,
        password: "abcdef",
        confirmPassword: "abcdef",
      });
    for (let i = 0; i < AUTH_RATE_LIMITS.registerClient.limit; i++)
      expect((await attempt(i)).status).toBe(201);
    const refused = await attempt(999);
    expect(refused.status).toBe(429);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE username = 'flood999'").first<{
      n: number;
    }>();
    expect(row?.n).toBe(0);
  });

  it("registration per account: the same name tried from many addresses is stopped", async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.registerAccount.limit; i++) {
      await new Browser().post("/api/auth/register", {
        username: "samename",
        email: `same${i}@shop.test`,
        password: "abcdef",
        confirmPassword: "abcdef",
      });
    }
    const refused = await new Browser().post("/api/auth/register", {
      username: "samename",
      email: "same-last@shop.test",
      password: "abcdef",
      confirmPassword: "abcdef",
    });
    expect(refused.status).toBe(429);
  });
});

describe("no password or hash ever leaves the server", () => {
  it("in any answer this suite received", async () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const body of seen) {
      expect(body).not.toMatch(/pbkdf2/i);
      expect(body).not.toMatch(/"password"/);
      expect(body).not.toMatch(/Secret-\d+-pw|Changed-pw-1/);
    }
  });
});

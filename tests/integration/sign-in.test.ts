// Signing in and out through the JSON API.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_BANNED_CUSTOMER_BAN } from "../../worker/db/seed-demo";
import { Browser } from "./browser";
import { seedDatabase, TEST_BANNED, TEST_CUSTOMER } from "./helpers";

let counter = 0;

function newAccount() {
  counter += 1;
  return {
    username: `traveller${counter}`,
    email: `traveller${counter}@shop.test`,
    password: `Passw0rd-${counter}`,
    confirmPassword: `Passw0rd-${counter}`,
  };
}

async function registered(): Promise<{
  browser: Browser;
  account: ReturnType<typeof newAccount>;
  id: number;
}> {
  const browser = new Browser();
  const account = newAccount();
  const response = await browser.post("/api/auth/register", account);
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  return { browser, account, id: user.id };
}

beforeAll(seedDatabase);

describe("POST /api/auth/login", () => {
  it("accepts a username or an e-mail in any case, and upgrades an old hash", async () => {
    const before = await env.DB.prepare("SELECT password FROM users WHERE username = ?")
      .bind(TEST_CUSTOMER.username)
      .first<{ password: string }>();
    expect(before?.password).toMatch(/^pbkdf2-sha256\$1000\$/);

    const byName = await new Browser().post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username.toUpperCase(),
      password: TEST_CUSTOMER.password,
    });
    expect(byName.status).toBe(200);
    expect(((await byName.json()) as { user: { username: string } }).user.username).toBe(
      TEST_CUSTOMER.username,
    );

    const after = await env.DB.prepare("SELECT password FROM users WHERE username = ?")
      .bind(TEST_CUSTOMER.username)
      .first<{ password: string }>();
    expect(after?.password).toMatch(/^pbkdf2-sha256\$100000\$/);

    const byEmail = await new Browser().post("/api/auth/login", {
      emailOrUsername: ` ${TEST_CUSTOMER.email.toUpperCase()} `,
      password: TEST_CUSTOMER.password,
    });
    expect(byEmail.status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown account", async () => {
    const wrong = await new Browser().post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: "wrong-password",
    });
    const unknown = await new Browser().post("/api/auth/login", {
      emailOrUsername: "nobody-here",
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("validates its input with the spec's messages", async () => {
    const noLogin = await new Browser().post("/api/auth/login", { emailOrUsername: "", password: "x" });
    expect(noLogin.status).toBe(400);
    expect(await noLogin.json()).toMatchObject({ error: "Email or username is required" });
    const noPassword = await new Browser().post("/api/auth/login", { emailOrUsername: "demo", password: "" });
    expect(await noPassword.json()).toMatchObject({ error: "Password is required" });
    const wrongType = await new Browser().post("/api/auth/login", { emailOrUsername: ["demo"], password: 1 });
    expect(wrongType.status).toBe(400);
  });

  it("answers 403 with the ban reason and expiry for a banned user with the right password only", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", {
      emailOrUsername: TEST_BANNED.username,
      password: TEST_BANNED.password,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Account is banned",
      reason: SEED_BANNED_CUSTOMER_BAN.reason,
      banExpiresAt: new Date(SEED_BANNED_CUSTOMER_BAN.expiresAt).toISOString(),
    });
    expect(browser.cookies.has("__Host-session")).toBe(false);

    const guess = await new Browser().post("/api/auth/login", {
      emailOrUsername: TEST_BANNED.username,
      password: "a-guess",
    });
    expect(guess.status).toBe(401);
  });

  it("lets a user in again once the ban has expired", async () => {
    const { account } = await registered();
    await env.DB.prepare(
      "UPDATE users SET banned = 1, ban_reason = 'x', ban_expires_at = ? WHERE username = ?",
    )
      .bind(Date.now() - 1000, account.username)
      .run();
    const response = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(response.status).toBe(200);
  });

  it("remember me sets a 30-day cookie; otherwise a browser-session cookie with a 12-hour server life", async () => {
    const { account } = await registered();
    const remembered = new Browser();
    await remembered.post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
      rememberMe: true,
    });
    const persistent = remembered.lastSetCookies.find((c) => c.startsWith("__Host-session="));
    expect(persistent).toMatch(/Max-Age=2592000/);

    const plain = new Browser();
    await plain.post("/api/auth/login", { emailOrUsername: account.username, password: account.password });
    const sessionOnly = plain.lastSetCookies.find((c) => c.startsWith("__Host-session="));
    expect(sessionOnly).toMatch(/^__Host-session=[^;]+;/);
    expect(sessionOnly).not.toMatch(/Max-Age|Expires/i);

    const { results } = await env.DB.prepare(
      "SELECT s.expires_at - s.created_at AS life FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ? ORDER BY s.id DESC LIMIT 2",
    )
      .bind(account.username)
      .all<{ life: number }>();
    expect(results.map((r) => r.life)).toEqual([12 * 3600_000, 30 * 24 * 3600_000]);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and clears the cookie; signed out it is harmless", async () => {
    const { browser } = await registered();
    const response = await browser.post("/api/auth/logout");
    expect(response.status).toBe(200);
    expect(browser.lastSetCookies.some((c) => /^__Host-session=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    expect((await new Browser().post("/api/auth/logout")).status).toBe(200);
  });
});

// Signing up through the JSON API, and who the API says is signed in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { call, seedDatabase } from "./helpers";

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

describe("GET /api/auth/user", () => {
  it("answers 401 when signed out, and the user (without secrets) when signed in", async () => {
    const anonymous = await call("/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Not authenticated" });

    const { browser, account } = await registered();
    const response = await browser.get("/api/auth/user");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ username: account.username, email: account.email, role: "bronze" });
    expect(Object.keys(body.user)).not.toContain("password");
  });

  it("treats a garbage cookie as signed out", async () => {
    const response = await call("/api/auth/user", {
      headers: { Cookie: "__Host-session=not-a-real-token-at-all-x" },
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/auth/register", () => {
  it("creates a bronze user, signs them in and never returns the password", async () => {
    const browser = new Browser();
    const account = { ...newAccount(), firstName: "Siti", lastName: "Aminah", email: "MiXeD@Shop.Test" };
    const response = await browser.post("/api/auth/register", account);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(account.password);
    expect(JSON.parse(text).user).toMatchObject({
      role: "bronze",
      email: "mixed@shop.test",
      firstName: "Siti",
    });
    expect(browser.cookies.has("__Host-session")).toBe(true);
    const row = await env.DB.prepare("SELECT password, role FROM users WHERE username = ?")
      .bind(account.username)
      .first<{ password: string; role: string }>();
    expect(row?.role).toBe("bronze");
    expect(row?.password.startsWith("pbkdf2-sha256$100000$")).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a short username", { username: "ab" }, "username", "Username must be at least 3 characters"],
    ["an invalid e-mail", { email: "not-an-email" }, "email", "Invalid email address"],
    [
      "a short password",
      { password: "12345", confirmPassword: "12345" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      "a mismatched confirmation",
      { confirmPassword: "different1" },
      "confirmPassword",
      "Passwords don't match",
    ],
    [
      "an @ in the username",
      { username: "me@home" },
      "username",
      "Username can only use letters, numbers, dots, dashes and underscores",
    ],
  ];
  for (const [what, change, field, message] of invalid) {
    it(`refuses ${what} with 400 and the spec's message`, async () => {
      const response = await new Browser().post("/api/auth/register", { ...newAccount(), ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, field });
    });
  }

  it("refuses a taken username (any case), a taken e-mail and the reserved name with 409", async () => {
    const { account } = await registered();
    for (const clash of [
      { ...newAccount(), username: account.username.toUpperCase() },
      { ...newAccount(), email: account.email.toUpperCase() },
      { ...newAccount(), username: "JalanSIM" },
    ]) {
      const response = await new Browser().post("/api/auth/register", clash);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: "Username or email already exists" });
    }
  });

  it("refuses non-JSON bodies (415) and malformed JSON (400)", async () => {
    const form = await call("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=abc",
    });
    expect(form.status).toBe(415);
    const broken = await call("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
  });
});

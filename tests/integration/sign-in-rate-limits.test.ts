// Rate limits on sign-in and registration, checked before any password hashing.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../../worker/services/accounts/auth";
import { Browser } from "./browser";
import { seedDatabase, TEST_CUSTOMER } from "./helpers";
import { signedIn } from "./signed-in-customer";

beforeAll(seedDatabase);

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
        password: "Abcdef-12",
        confirmPassword: "Abcdef-12",
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
        password: "Abcdef-12",
        confirmPassword: "Abcdef-12",
      });
    }
    const refused = await new Browser().post("/api/auth/register", {
      username: "samename",
      email: "same-last@shop.test",
      password: "Abcdef-12",
      confirmPassword: "Abcdef-12",
    });
    expect(refused.status).toBe(429);
  });
});

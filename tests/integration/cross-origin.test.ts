// State changes from another site are refused and write nothing.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { lookupUserSession } from "../../worker/web/cookies/session-cookie.server";
import { call, ORIGIN, postJson, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { signedIn } from "./signed-in-customer";

const db = () => createDb(env.DB);

/** The request a page loader makes, with only the old cookie. */
function pageRequest(token: string): Request {
  return new Request(`${ORIGIN}/checkout`, { headers: { Cookie: `__Host-session=${token}` } });
}

beforeAll(seedDatabase);

describe("cross-origin state changes are refused and write nothing", () => {
  const evil = { Origin: "https://evil.example" };

  it("register, login, cart and logout from another origin answer 403", async () => {
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const carts = await env.DB.prepare("SELECT count(*) AS n FROM cart_items").first<{ n: number }>();
    const register = await postJson(
      "/api/auth/register",
      { username: "csrfuser", email: "csrf@shop.test", password: "Abcdef-12", confirmPassword: "Abcdef-12" },
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

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_ITERATIONS } from "../../worker/auth/password";
import { SEED_BANNED_CUSTOMER_BAN } from "../../worker/db/seed-data";
import { Browser } from "./browser";
import { call, productId, seedDatabase, TEST_BANNED, TEST_CUSTOMER } from "./helpers";

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
    expect(row?.password.startsWith(`pbkdf2-sha256$${PASSWORD_ITERATIONS}$`)).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a short username", { username: "ab" }, "username", "Username must be at least 3 characters"],
    ["an invalid e-mail", { email: "not-an-email" }, "email", "Invalid email address"],
    [
      "a short password",
      { password: "12345", confirmPassword: "12345" },
      "password",
      "Password must be at least 6 characters",
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
    expect(after?.password).toMatch(new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$`));

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
    expect(sessionOnly).toBeDefined();
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

describe("POST /api/auth/change-password", () => {
  it("needs a session", async () => {
    const response = await new Browser().post("/api/auth/change-password", {
      currentPassword: "x",
      newPassword: "yyyyyy",
      confirmPassword: "yyyyyy",
    });
    expect(response.status).toBe(401);
  });

  it("validates with the spec's messages and checks the current password", async () => {
    const { browser, account } = await registered();
    const cases: [Record<string, string>, number, string][] = [
      [
        { currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" },
        400,
        "Current password is required",
      ],
      [
        { currentPassword: account.password, newPassword: "abc", confirmPassword: "abc" },
        400,
        "New password must be at least 6 characters",
      ],
      [
        { currentPassword: account.password, newPassword: "abcdef", confirmPassword: "" },
        400,
        "Please confirm your new password",
      ],
      [
        { currentPassword: account.password, newPassword: "abcdef", confirmPassword: "abcdeg" },
        400,
        "Passwords don't match",
      ],
      [
        { currentPassword: "wrong-one", newPassword: "abcdef", confirmPassword: "abcdef" },
        400,
        "Current password is incorrect",
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await browser.post("/api/auth/change-password", body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });

  it("changes the password, keeps this browser signed in with a new session, and retires the old password", async () => {
    const { browser, account } = await registered();
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "Brand-new-1",
      confirmPassword: "Brand-new-1",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Password changed successfully" });
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    const old = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(old.status).toBe(401);
    const fresh = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: "Brand-new-1",
    });
    expect(fresh.status).toBe(200);
  });
});

describe("POST /api/auth/change-email", () => {
  it("validates with the spec's messages, checks the password and refuses a taken address", async () => {
    const { browser, account } = await registered();
    const other = await registered();
    const cases: [Record<string, string>, number, string][] = [
      [{ newEmail: "nope", password: account.password }, 400, "Invalid email address"],
      [{ newEmail: "new@shop.test", password: "" }, 400, "Password is required to change email"],
      [{ newEmail: "new@shop.test", password: "wrong-one" }, 400, "Password is incorrect"],
      [
        { newEmail: other.account.email.toUpperCase(), password: account.password },
        409,
        "An account with this email already exists",
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await browser.post("/api/auth/change-email", body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });

  it("changes the e-mail, signs the user out, and the new address signs in", async () => {
    const { browser, account } = await registered();
    const response = await browser.post("/api/auth/change-email", {
      newEmail: "Moved@Shop.Test",
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Email changed successfully. Please log in again." });
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    const login = await new Browser().post("/api/auth/login", {
      emailOrUsername: "moved@shop.test",
      password: account.password,
    });
    expect(login.status).toBe(200);
  });
});

describe("GET /api/user/orders", () => {
  it("needs a session", async () => {
    expect((await call("/api/user/orders")).status).toBe(401);
  });

  it("lists the user's own orders, newest first, with items and products, money as decimal strings", async () => {
    const browser = new Browser();
    await browser.post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
    });
    const response = await browser.get("/api/user/orders");
    expect(response.status).toBe(200);
    const orders = (await response.json()) as {
      status: string;
      createdAt: string;
      totalAmount: string;
      customerEmail: string;
      items: { quantity: number; price: string; product: { name: string; region: string; image: string } }[];
    }[];
    expect(orders.map((o) => o.status)).toEqual(["pending", "paid", "cancelled", "refunded", "delivered"]);
    const dates = orders.map((o) => Date.parse(o.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const fulfilled = orders.find((o) => o.status === "delivered");
    // 2 × Japan 5 GB (RM 25.00) + 1 × South Korea 3 GB.
    const korea = fulfilled?.items.find((i) => i.product.name === "South Korea");
    expect(fulfilled?.items[0]).toMatchObject({
      quantity: 2,
      price: "25.00",
      product: { name: "Japan", region: "Asia Pacific" },
    });
    const expected = 2 * 2500 + Math.round(Number(korea?.price) * 100);
    expect(fulfilled?.totalAmount).toBe((expected / 100).toFixed(2));
    for (const order of orders) {
      expect(order.totalAmount).toMatch(/^\d+\.\d{2}$/);
      expect(order.customerEmail).toBe(TEST_CUSTOMER.email);
      for (const item of order.items) expect(item.product.image).toMatch(/^\/static\//);
    }
  });

  it("shows another user none of them", async () => {
    const { browser } = await registered();
    expect(await (await browser.get("/api/user/orders")).json()).toEqual([]);
  });

  it("returns every order of a long history, each with its lines, from one D1 query", async () => {
    const { browser, id } = await registered();
    const japan = await productId("japan-5gb-7-days");
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, created_at)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
         SELECT ?, 'long@example.com', 'Long History', 2500 * i, 'delivered', 1700000000000 + i FROM n`,
      ).bind(id),
      env.DB.prepare(
        `INSERT INTO order_items (order_id, product_id, quantity, price_sen)
         SELECT o.id, ?, 1, 2500 FROM orders o WHERE o.user_id = ?
         UNION ALL SELECT o.id, ?, 2, 2500 FROM orders o WHERE o.user_id = ? AND o.total_amount_sen = 2500 * 150`,
      ).bind(japan, id, japan, id),
    ]);
    const response = await browser.get("/api/user/orders");
    const orders = (await response.json()) as { totalAmount: string; items: { quantity: number }[] }[];
    expect(orders).toHaveLength(150);
    expect(orders[0]?.totalAmount).toBe("3750.00");
    expect(orders[0]?.items.map((i) => i.quantity)).toEqual([1, 2]);
    expect(orders.slice(1).every((o) => o.items.length === 1)).toBe(true);
    // The session check and the list: two queries, however long the history.
    expect(response.headers.get("Server-Timing")).toMatch(/desc="2 queries/);
  });
});

describe("the cart API", () => {
  it("starts empty for a guest and sets no cookie until something is added", async () => {
    const browser = new Browser();
    const response = await browser.get("/api/cart");
    expect(await response.json()).toEqual([]);
    expect(browser.cookies.size).toBe(0);
  });

  it("adds (default quantity 1), adds to an existing line, lists with the product, updates and removes", async () => {
    const browser = new Browser();
    const japan = await productId("japan-5gb-7-days");
    const added = await browser.post("/api/cart", { productId: japan });
    expect(added.status).toBe(201);
    expect(browser.cookies.get("__Host-cart")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const line = (await added.json()) as { id: number; quantity: number; product: { price: string } };
    expect(line).toMatchObject({
      quantity: 1,
      product: { id: japan, price: "25.00", originalPrice: "30.00" },
    });

    const again = await browser.post("/api/cart", { productId: japan, quantity: 2 });
    expect(((await again.json()) as { id: number; quantity: number }).quantity).toBe(3);

    const list = (await (await browser.get("/api/cart")).json()) as {
      id: number;
      quantity: number;
      product: { name: string };
    }[];
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["id", "product", "quantity"]);
    expect(list[0]).toMatchObject({ id: line.id, quantity: 3, product: { name: "Japan" } });

    const updated = await browser.send("PUT", `/api/cart/${line.id}`, { quantity: 5 });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { quantity: number }).quantity).toBe(5);

    const removed = await browser.send("DELETE", `/api/cart/${line.id}`);
    expect(removed.status).toBe(200);
    expect(await (await browser.get("/api/cart")).json()).toEqual([]);
  });

  it("refuses quantities below 1, bad ids and inactive or missing products", async () => {
    const browser = new Browser();
    const japan = await productId("japan-5gb-7-days");
    const { id } = (await (await browser.post("/api/cart", { productId: japan })).json()) as { id: number };
    for (const quantity of [0, -1, 1.5, "many", null]) {
      const response = await browser.send("PUT", `/api/cart/${id}`, { quantity });
      expect(response.status).toBe(400);
    }
    expect(
      ((await (await browser.send("PUT", `/api/cart/${id}`, { quantity: 0 })).json()) as { error: string })
        .error,
    ).toBe("Quantity must be at least 1");
    expect((await browser.post("/api/cart", { productId: japan, quantity: 0 })).status).toBe(400);
    expect((await browser.post("/api/cart", { productId: "x" })).status).toBe(400);
    expect((await browser.post("/api/cart", {})).status).toBe(400);
    expect((await browser.send("PUT", "/api/cart/abc", { quantity: 1 })).status).toBe(404);
    expect((await browser.send("DELETE", "/api/cart/999999")).status).toBe(404);

    const missing = await browser.post("/api/cart", { productId: 999_999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Product not found" });
    const turkey = await productId("turkey-3gb-7-days");
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = ?").bind(turkey).run();
    expect((await browser.post("/api/cart", { productId: turkey })).status).toBe(404);
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = ?").bind(turkey).run();
  });

  it("keeps a signed-in user's cart on the user, not the browser", async () => {
    const { browser, account } = await registered();
    const europe = await productId("europe-10gb-15-days");
    await browser.post("/api/cart", { productId: europe, quantity: 2 });
    expect(browser.cookies.has("__Host-cart")).toBe(false);
    const elsewhere = new Browser();
    await elsewhere.post("/api/auth/login", { emailOrUsername: account.email, password: account.password });
    const list = (await (await elsewhere.get("/api/cart")).json()) as { quantity: number }[];
    expect(list).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it("merges the guest cart into the user's cart on login, adding quantities and losing nothing", async () => {
    const { account } = await registered();
    const japan = await productId("japan-5gb-7-days");
    const korea = await productId("south-korea-3gb-5-days");
    const owner = new Browser();
    await owner.post("/api/auth/login", { emailOrUsername: account.username, password: account.password });
    await owner.post("/api/cart", { productId: japan, quantity: 1 });

    const guest = new Browser();
    await guest.post("/api/cart", { productId: japan, quantity: 2 });
    await guest.post("/api/cart", { productId: korea, quantity: 1 });
    const guestCart = guest.cookies.get("__Host-cart");
    const login = await guest.post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(guest.cookies.has("__Host-cart")).toBe(false);

    const list = (await (await guest.get("/api/cart")).json()) as {
      quantity: number;
      product: { id: number };
    }[];
    const byProduct = Object.fromEntries(list.map((l) => [l.product.id, l.quantity]));
    expect(byProduct).toEqual({ [japan]: 3, [korea]: 1 });
    const leftovers = await env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE session_id = ?")
      .bind(guestCart ?? "")
      .first<{ n: number }>();
    expect(leftovers?.n).toBe(0);
  });

  it("merges the guest cart on registration too", async () => {
    const guest = new Browser();
    const japan = await productId("japan-5gb-7-days");
    await guest.post("/api/cart", { productId: japan, quantity: 4 });
    expect((await guest.post("/api/auth/register", newAccount())).status).toBe(201);
    const list = (await (await guest.get("/api/cart")).json()) as { quantity: number }[];
    expect(list).toEqual([expect.objectContaining({ quantity: 4 })]);
  });
});

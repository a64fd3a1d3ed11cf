// A customer's own order list through the JSON API.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { call, productId, seedDatabase, TEST_CUSTOMER } from "./helpers";

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

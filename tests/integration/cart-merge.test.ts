// Signing in merges the guest cart into the account's, each line capped at 99, and says so.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { cartPageReads } from "../../worker/services/promotions/cart-promo";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";

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

describe("merging a guest cart keeps each line within 99 and says so", () => {
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

describe("a signed-in customer's cart page", () => {
  // The page batches its reads; a batched row keyed by column name once lost the line's id to the
  // plan's and shifted every column after it, and the page showed an empty cart.
  it("reads every line with its plan, in English and in Chinese", async () => {
    const { browser, userId } = await newCustomer();
    const rows = await env.DB.prepare(
      "SELECT id, name, price_sen FROM products WHERE active = 1 AND type = 'eSIM' ORDER BY id LIMIT 2 OFFSET 3",
    ).all<{ id: number; name: string; price_sen: number }>();
    for (const row of rows.results) {
      expect((await browser.post("/api/cart", { productId: row.id, quantity: 2 })).status).toBe(201);
    }
    const db = createDb(env.DB);
    for (const locale of ["en", "zh-Hans"] as const) {
      const { lines, summary } = await cartPageReads(db, { userId }, locale);
      expect(lines.map((line) => line.product.id).sort()).toEqual(rows.results.map((row) => row.id).sort());
      expect(lines.every((line) => line.quantity === 2 && line.id !== line.product.id)).toBe(true);
      expect(summary.subtotalSen).toBe(rows.results.reduce((sum, row) => sum + row.price_sen * 2, 0));
    }
    const english = await cartPageReads(db, { userId }, "en");
    expect(english.lines.map((line) => line.product.name).sort()).toEqual(
      rows.results.map((row) => row.name).sort(),
    );
  });
});

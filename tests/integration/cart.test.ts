// The cart API: lines, quantities and stock, for guests and customers.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { productId, seedDatabase } from "./helpers";
import { setOnSale } from "./staff-actions";

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
    await setOnSale(["turkey-3gb-7-days"], false);
    expect((await browser.post("/api/cart", { productId: turkey })).status).toBe(404);
    await setOnSale(["turkey-3gb-7-days"], true);
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

// A customer's promotion code: applied in the cart, refused in words people understand, and the
// summary's maths (decision 0048).
import { beforeAll, describe, expect, it } from "vitest";
import { as, expectError, json, rootSession } from "./admin-helpers";
import { Browser, nextClientAddress } from "./browser";
import { productId, seedDatabase } from "./helpers";
import { configurePayments, customer, ESIM, payOnStandin, withCart } from "./payment-helpers";

let root: string;
let made = 0;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

/** A new code through the admin API; the test's own fields over a plain 10 % off. */
async function promotion(fields: Record<string, unknown> = {}) {
  made += 1;
  const code = `CART${made}`;
  const res = await as(root).post("/api/admin/promotions", {
    code,
    kind: "percent",
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    perCustomer: null,
    active: true,
    ...fields,
  });
  expect(res.status).toBe(201);
  return code;
}

const apply = (browser: Browser, code: string) => browser.post("/api/cart/promo", { code });
const summary = async (browser: Browser) => json(await browser.get("/api/cart/summary"));

/** One paid order of one Japan eSIM (RM 25.00) with `code`. */
async function paidWith(code: string, buyer?: { browser: Browser }) {
  const who = buyer ?? (await customer());
  await who.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
  expect((await apply(who.browser, code)).status).toBe(200);
  const res = await who.browser.post("/api/checkout", { deviceConfirmed: true });
  expect(res.status).toBe(201);
  const { orderId } = await json(res);
  await payOnStandin(orderId);
  return orderId as number;
}

describe("applying a code in the cart", () => {
  it("shows the discount in the summary, case-insensitively, and removes it", async () => {
    const code = await promotion({ value: 20 });
    const { browser } = await withCart([[ESIM, 2]]);
    const applied = await apply(browser, code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(await json(applied)).toMatchObject({ subtotal: "50.00", discount: "10.00", total: "40.00" });
    expect(await summary(browser)).toMatchObject({
      subtotal: "50.00",
      discount: "10.00",
      credit: "0.00",
      total: "40.00",
      promo: { code, description: "20% off" },
    });
    // GET /api/cart keeps SPEC.md's array.
    expect(Array.isArray(await json(await browser.get("/api/cart")))).toBe(true);
    const removed = await browser.send("DELETE", "/api/cart/promo");
    expect(removed.status).toBe(200);
    expect(await summary(browser)).toMatchObject({ discount: "0.00", total: "50.00", promo: null });
  });

  it("refuses each kind of code with its own message", async () => {
    const { browser } = await withCart([[ESIM, 1]]);
    await expectError(await apply(browser, "NO-SUCH-CODE"), 400, "This code does not exist");
    const off = await promotion({ active: false });
    await expectError(await apply(browser, off), 400, "This code does not exist");
    const later = await promotion({ startsAt: "2099-01-01T00:00:00Z" });
    await expectError(await apply(browser, later), 400, "This code is not valid yet");
    const gone = await promotion({ startsAt: "2020-01-01T00:00:00Z", endsAt: "2020-02-01T00:00:00Z" });
    await expectError(await apply(browser, gone), 400, "This code has expired");
    const big = await promotion({ minSubtotal: 5000 });
    await expectError(await apply(browser, big), 400, "This code needs a subtotal of RM 50.00");
    const once = await promotion({ maxRedemptions: 1 });
    await paidWith(once);
    await expectError(await apply(browser, once), 400, "This code has been used up");
    const mine = await promotion({ perCustomer: 1 });
    const buyer = await customer();
    await paidWith(mine, buyer);
    await buyer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    await expectError(await apply(buyer.browser, mine), 400, "You have already used this code");
    expect(await summary(browser)).toMatchObject({ promo: null, discount: "0.00" });
  });

  it("drops a code from the summary, with the reason, when the cart falls under its minimum", async () => {
    const code = await promotion({ kind: "amount", value: 500, minSubtotal: 5000 });
    const { browser } = await withCart([[ESIM, 2]]);
    expect((await apply(browser, code)).status).toBe(200);
    expect(await summary(browser)).toMatchObject({ discount: "5.00", total: "45.00" });
    const [line] = await json(await browser.get("/api/cart"));
    await browser.send("PUT", `/api/cart/${line.id}`, { quantity: 1 });
    expect(await summary(browser)).toMatchObject({
      subtotal: "25.00",
      discount: "0.00",
      total: "25.00",
      promo: null,
      promoDropped: { code, reason: "min_subtotal", error: "This code needs a subtotal of RM 50.00" },
    });
    // Back over the minimum, the code counts again.
    await browser.send("PUT", `/api/cart/${line.id}`, { quantity: 3 });
    expect(await summary(browser)).toMatchObject({ discount: "5.00", total: "70.00", promoDropped: null });
  });

  it("never takes an amount off below zero", async () => {
    const code = await promotion({ kind: "amount", value: 10_000 });
    const { browser } = await withCart([[ESIM, 1]]);
    expect(await json(await apply(browser, code))).toMatchObject({
      subtotal: "25.00",
      discount: "25.00",
      total: "0.00",
      totalSen: 0,
    });
  });

  it("works for a guest's cart and goes with it on sign-up", async () => {
    const code = await promotion({ kind: "amount", value: 300 });
    const guest = new Browser();
    await guest.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    expect((await apply(guest, code)).status).toBe(200);
    expect(await summary(guest)).toMatchObject({ discount: "3.00", total: "22.00", promo: { code } });
    const registered = await guest.post("/api/auth/register", {
      username: "promo.guest",
      email: "promo.guest@shop.test",
      password: "Passw0rd-guest",
      confirmPassword: "Passw0rd-guest",
    });
    expect(registered.status).toBe(201);
    expect(await summary(guest)).toMatchObject({ discount: "3.00", total: "22.00", promo: { code } });
  });
});

describe("guessing codes", () => {
  const fromClient = (address: string) => ({ headers: { "CF-Connecting-IP": address } });
  const guess = (browser: Browser, code: string, address = nextClientAddress()) =>
    browser.post("/api/cart/promo", { code }, fromClient(address));

  it("a cart may try 5 wrong codes from any clients; the 6th try is 429, a right code included", async () => {
    const right = await promotion();
    const { browser } = await withCart([[ESIM, 1]]);
    // Right codes never count against the cart.
    for (let i = 0; i < 6; i++) expect((await guess(browser, right)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await guess(browser, `NOPE${i}`);
      expect(wrong.status).toBe(400);
      expect((await json(wrong)).reason).toBe("unknown");
    }
    for (const code of ["NOPE9", right]) {
      const refused = await guess(browser, code);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
      expect(await json(refused)).toMatchObject({
        error: "Too many wrong codes. Please try again in 15 minutes.",
        field: "code",
        reason: "too_many_guesses",
      });
    }
    // Another cart is not held back by this one.
    expect((await guess((await withCart([[ESIM, 1]])).browser, right)).status).toBe(200);
  });

  it("a client may try 10 wrong codes across carts; the 11th is 429", async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guess(new Browser(), `MISS${i}`, address)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await guess(new Browser(), "MISS99")).status).toBe(400);
  });
});

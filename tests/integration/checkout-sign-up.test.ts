// A first-time buyer makes their account on the checkout page with an e-mail and a password: the
// account is signed in with the guest cart and the payment opens in the same submit. Register's
// rules hold (rate limits, one account per e-mail, the verification rule at checkout).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { usernameBaseFromEmail } from "../../worker/services/accounts/sign-up";
import { json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { ORIGIN, productId, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { lastLinkMail } from "./mailbox";
import { configurePayments, ESIM, standinSession } from "./payment-helpers";
import { queryRoutes } from "./route-harness";
import { setCheckoutRule } from "./staff-actions";

// Every sign-up hashes a real password on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

/** A guest browser with one eSIM in its guest cart. */
async function guestWithPlan(quantity = 1) {
  const guest = new Browser();
  const res = await guest.post("/api/cart", { productId: await productId(ESIM), quantity });
  expect(res.status).toBeLessThan(300);
  return guest;
}

/**
 * The checkout page as the browser asks for it (the route module through React Router's handler,
 * as the other page tests run it); the answer's cookies go into the browser's jar.
 */
async function checkoutPage(browser: Browser, form?: Record<string, string>) {
  const headers = {
    Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    Origin: ORIGIN,
    "CF-Connecting-IP": browser.address,
  };
  const request = form
    ? new Request(`${ORIGIN}/checkout`, { method: "POST", headers, body: new URLSearchParams(form) })
    : new Request(`${ORIGIN}/checkout`, { headers });
  const answer = await queryRoutes(appHandler, request);
  for (const line of answer.response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", value = ""] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0/i.test(line)) browser.cookies.delete(name.trim());
    else browser.cookies.set(name.trim(), value.trim());
  }
  const route = "routes/checkout";
  return {
    status: answer.response.status,
    location: answer.response.headers.get("Location"),
    action: answer.page?.actionData?.[route] as { status: number; fieldErrors?: Record<string, string> },
    loader: answer.page?.loaderData?.[route] as { guest: boolean; verifyEmailFirst: boolean } | undefined,
  };
}

const submitCheckout = (browser: Browser, form: Record<string, string>) => checkoutPage(browser, form);

const userByEmail = (email: string) =>
  env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
const usersNamed = (email: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM users WHERE lower(email) = lower(?)")
    .bind(email)
    .first<{ n: number }>()
    .then((r) => r?.n);
const ordersOf = (userId: unknown) =>
  env.DB.prepare("SELECT * FROM orders WHERE user_id = ?").bind(userId).all<Record<string, unknown>>();

const PASSWORD = "Trip-pass-1";

describe("the username made from an e-mail", () => {
  it("keeps the local part within the username rule", () => {
    expect(usernameBaseFromEmail("Siti.Aminah+trip@Example.com")).toBe("siti.aminah.trip");
    expect(usernameBaseFromEmail("josé@example.com")).toBe("josé");
    expect(usernameBaseFromEmail("a@example.com")).toBe("traveller.a");
    expect(usernameBaseFromEmail("__@example.com")).toBe("traveller");
    expect(usernameBaseFromEmail(`${"x".repeat(60)}@example.com`)).toHaveLength(24);
  });
});

describe("POST /checkout as a guest: create the account and pay", () => {
  it("makes the account from e-mail and password, keeps the guest cart, and opens the payment", async () => {
    const guest = await guestWithPlan(2);
    const res = await submitCheckout(guest, {
      email: "Sam.Lee+trip@Example.com",
      password: PASSWORD,
      deviceConfirmed: "on",
    });
    expect(res.status).toBe(303);
    const user = await userByEmail("sam.lee+trip@example.com");
    expect(user).toMatchObject({
      username: "sam.lee.trip",
      first_name: null,
      last_name: null,
      role: "bronze",
    });
    // The guest cart became the account's, and the order holds it.
    const { results } = await ordersOf(user?.id);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: "pending", customer_email: "sam.lee+trip@example.com" });
    const items = await env.DB.prepare("SELECT quantity FROM order_items WHERE order_id = ?")
      .bind(results[0]?.id)
      .all<{ quantity: number }>();
    expect(items.results).toEqual([{ quantity: 2 }]);
    const session = await standinSession(String(results[0]?.stripe_checkout_session_id));
    expect(res.location).toBe(session.url);
    // Signed in as the new account, the guest cart cookie gone.
    const me = await json(await guest.get("/api/auth/user"));
    expect(me.user).toMatchObject({ username: "sam.lee.trip", emailVerified: false });
    expect(await json(await guest.get("/api/cart"))).toHaveLength(1);
    // The verification e-mail is sent as after register; paying did not wait for it.
    expect((await lastLinkMail("sam.lee+trip@example.com", "email_verify")).subject).toBeTruthy();
  });

  it("makes the username unique when another account has it", async () => {
    const first = await submitCheckout(await guestWithPlan(), {
      email: "wanderer@one.test",
      password: PASSWORD,
      deviceConfirmed: "on",
    });
    const second = await submitCheckout(await guestWithPlan(), {
      email: "Wanderer@two.test",
      password: PASSWORD,
      deviceConfirmed: "on",
    });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect((await userByEmail("wanderer@one.test"))?.username).toBe("wanderer");
    const secondUser = await userByEmail("wanderer@two.test");
    expect(secondUser?.username).toBe("wanderer2");
    // The fields were checked once, before the account existed; the order still carries the name
    // the account was given, not the one foreseen from the e-mail.
    expect((await ordersOf(secondUser?.id)).results[0]).toMatchObject({
      customer_name: "wanderer2",
      customer_email: "wanderer@two.test",
    });
    // The super admin's name stays free, as at register.
    const reserved = await submitCheckout(await guestWithPlan(), {
      email: "jalansim@three.test",
      password: PASSWORD,
      deviceConfirmed: "on",
    });
    expect(reserved.status).toBe(303);
    expect((await userByEmail("jalansim@three.test"))?.username).toBe("jalansim2");
  });

  it("refuses an e-mail that has an account (any case) and tells them to sign in", async () => {
    const guest = await guestWithPlan();
    const res = await submitCheckout(guest, {
      email: TEST_CUSTOMER.email.toUpperCase(),
      password: PASSWORD,
      deviceConfirmed: "on",
    });
    // 409, which the page words as "sign in to pay with it" (the same fact register's answer tells).
    expect(res.status).toBe(409);
    expect(res.action.status).toBe(409);
    expect(await usersNamed(TEST_CUSTOMER.email)).toBe(1);
    expect((await guest.get("/api/auth/user")).status).toBe(401);
    // Still a guest with the cart, free to sign in.
    expect(await json(await guest.get("/api/cart"))).toHaveLength(1);
  });

  it("bad input: 400 with every field's error, nothing created", async () => {
    const guest = await guestWithPlan();
    const res = await submitCheckout(guest, { email: "not-an-email", password: "123" });
    expect(res.status).toBe(400);
    expect(res.action.fieldErrors).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      deviceConfirmed: "Please confirm that your phone supports eSIM and is unlocked",
    });
    // A valid account but no phone confirmation: still nothing is created.
    const noTick = await submitCheckout(guest, { email: "notick@shop.test", password: PASSWORD });
    expect(noTick.status).toBe(400);
    expect(await usersNamed("notick@shop.test")).toBe(0);
  });

  it("a post from another site is refused before anything happens", async () => {
    const guest = await guestWithPlan();
    const res = await guest.get("/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ email: "crosssite@shop.test", password: PASSWORD, deviceConfirmed: "on" }),
    });
    expect(res.status).toBe(403);
    expect(await usersNamed("crosssite@shop.test")).toBe(0);
  });

  it("is rate-limited like register: five tries at one e-mail an hour, from any address", async () => {
    const tries: number[] = [];
    // Each try from its own browser and address: the per-e-mail limit is the one that answers.
    for (let i = 0; i < 6; i++) {
      const res = await submitCheckout(await guestWithPlan(), {
        email: "limit@shop.test",
        password: PASSWORD,
        deviceConfirmed: "on",
      });
      tries.push(res.status);
    }
    expect(tries).toEqual([303, 409, 409, 409, 409, 429]);
  });
});

describe("when the shop wants a verified e-mail before paying", () => {
  it("the account is made and signed in, and checkout asks for the link before the Pay button", async () => {
    await setCheckoutRule(true);
    try {
      const guest = await guestWithPlan();
      // Said before the account is made, not after.
      expect((await checkoutPage(guest)).loader).toMatchObject({ guest: true, verifyEmailFirst: true });
      const res = await submitCheckout(guest, {
        email: "careful@shop.test",
        password: PASSWORD,
        deviceConfirmed: "on",
      });
      expect(res.status).toBe(303);
      expect(res.location).toBe("/checkout");
      const user = await userByEmail("careful@shop.test");
      expect((await ordersOf(user?.id)).results).toHaveLength(0);
      // Signed in now: the page shows "Verify your e-mail to pay" instead of the Pay button.
      expect((await checkoutPage(guest)).loader).toMatchObject({ guest: false, verifyEmailFirst: true });
      expect(await json(await guest.get("/api/cart"))).toHaveLength(1);
    } finally {
      await setCheckoutRule(false);
    }
  });
});

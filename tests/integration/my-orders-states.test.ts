// What My Orders, the order page and the payment result page say, read from the real route
// modules in workerd: the order's state alone picks the words, cancelled payments have their own
// tab, and a refund request needs a reason, in the JSON API and in the page's form alike.
import { beforeAll, describe, expect, it } from "vitest";
import { orderStateWords } from "../../app/components/account/order-words";
import { serverT } from "../../worker/web/language/messages.server";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { queryRoutes } from "./route-harness";

beforeAll(seedDatabase);

type Order = { id: number; status: string; totalAmountSen: number; paymentIntentId: string | null };

/** The demo customer, whose seeded orders hold one of each status. */
async function demo(): Promise<Browser> {
  const browser = new Browser();
  const login = await browser.post("/api/auth/login", {
    emailOrUsername: TEST_CUSTOMER.username,
    password: TEST_CUSTOMER.password,
  });
  expect(login.status).toBe(200);
  return browser;
}

/** One request through the route modules, as the signed-in browser; the route's loader or action data. */
async function route(browser: Browser, path: string, init: RequestInit & { file: string }) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  headers.set("Cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const { response, page } = await queryRoutes(
    appHandler,
    new Request(`${ORIGIN}${path}`, { ...init, headers }),
  );
  return {
    status: response.status,
    loader: (page?.loaderData[`routes/${init.file}`] ?? {}) as Record<string, unknown>,
    action: (page?.actionData?.[`routes/${init.file}`] ?? {}) as Record<string, unknown>,
  };
}

describe("My Orders keeps cancelled payments under their own tab", () => {
  it("leaves them out by default, and the Cancelled view holds only them", async () => {
    const browser = await demo();
    const list = await route(browser, "/my-orders", { file: "my-orders" });
    const statuses = (list.loader.orders as Order[]).map((o) => o.status);
    expect(statuses).toEqual(["pending", "paid", "refunded", "delivered"]);
    expect(list.loader.cancelledCount).toBe(1);

    const cancelled = await route(browser, "/my-orders?view=cancelled", { file: "my-orders" });
    expect((cancelled.loader.orders as Order[]).map((o) => o.status)).toEqual(["cancelled"]);
    expect(cancelled.loader.view).toBe("cancelled");
  });

  it("keeps GET /api/user/orders' answer whole, with ?view= to ask for either part", async () => {
    const browser = await demo();
    const statuses = async (query: string) =>
      ((await (await browser.get(`/api/user/orders${query}`)).json()) as Order[]).map((o) => o.status);
    expect(await statuses("")).toEqual(["pending", "paid", "cancelled", "refunded", "delivered"]);
    expect(await statuses("?view=active")).toEqual(["pending", "paid", "refunded", "delivered"]);
    expect(await statuses("?view=cancelled")).toEqual(["cancelled"]);
    const bad = await browser.get("/api/user/orders?view=everything");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "view must be all, active or cancelled" });
  });
});

describe("the payment result page and the order page say what the order's state says", () => {
  it("gives each of the demo's orders its own heading, and the delivered one Install now", async () => {
    const browser = await demo();
    const orders = (await (await browser.get("/api/user/orders")).json()) as Order[];
    const headings = new Map<string, string>();
    for (const { id, status } of orders) {
      const result = await route(browser, `/checkout/success?order=${id}`, { file: "checkout.success" });
      expect(result.status).toBe(200);
      const order = result.loader.order as Order & { refundedAmountSen: number };
      const detail = await route(browser, `/my-orders/${id}`, { file: "my-orders.detail" });
      const words = orderStateWords(order, serverT("en"));
      // The two pages read the same order, so they say the same thing.
      expect(orderStateWords(detail.loader.order as Order, serverT("en"))).toEqual(words);
      headings.set(status, words.heading);
      if (status === "delivered") {
        expect(words.action.label).toBe("Install now");
        expect(`${words.heading} ${words.text}`).not.toMatch(/preparing/i);
      }
    }
    expect(Object.fromEntries(headings)).toEqual({
      // The seed's pending order holds a payment reference, as a checkout whose bank has not answered.
      pending: "Waiting for your bank to confirm (FPX)",
      paid: "Payment received — preparing your eSIM",
      cancelled: "This order was cancelled",
      refunded: "This order was refunded",
      delivered: "Your eSIM is ready",
    });
  });
});

describe("a refund request needs a reason", () => {
  it("answers 400 with the reason's message in the JSON API", async () => {
    const browser = await demo();
    const [order] = (await (await browser.get("/api/user/orders")).json()) as Order[];
    for (const body of [{ reason: "" }, { reason: "    " }, {}]) {
      const res = await browser.post(`/api/user/orders/${order?.id}/refund-request`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Please tell us why you want a refund" });
    }
    const short = await browser.post(`/api/user/orders/${order?.id}/refund-request`, { reason: "no" });
    expect(await short.json()).toMatchObject({
      error: "Please tell us a little more (at least 5 characters)",
    });
  });

  it("answers the page's form 400 with the message under the field", async () => {
    const browser = await demo();
    const [order] = (await (await browser.get("/api/user/orders")).json()) as Order[];
    const answer = await route(browser, `/my-orders/${order?.id}`, {
      file: "my-orders.detail",
      method: "POST",
      body: new URLSearchParams({ reason: "" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.action).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Please tell us why you want a refund" },
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { call, ORIGIN, seedDatabase } from "./helpers";
import {
  configurePayments,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  standinSession,
  withCart,
} from "./payment-helpers";
import { queryRoutes } from "./route-harness";

// Stripe's cancel URL is a page: a link to it from anywhere must not cancel anything.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

async function pendingOrder() {
  const buyer = await withCart([[ESIM, 1]]);
  const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
  const cookie = [...buyer.browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return { orderId: orderId as number, cookie };
}

const send = (path: string, cookie: string, init: RequestInit = {}) =>
  queryRoutes(
    appHandler,
    new Request(`${ORIGIN}${path}`, { ...init, headers: { Cookie: cookie, Origin: ORIGIN } }),
  );

describe("the checkout cancel page", () => {
  it("a visit shows the order and its Cancel button, and changes nothing", async () => {
    const { orderId, cookie } = await pendingOrder();
    const visit = await send(`/checkout/cancel?order=${orderId}`, cookie);
    expect(visit.response.status).toBe(200);
    expect(visit.page?.loaderData["routes/checkout.cancel"]).toMatchObject({
      order: { id: orderId, status: "pending" },
    });
    const row = await order(orderId);
    expect(row?.status).toBe("pending");
    expect((await standinSession(String(row?.stripe_checkout_session_id))).status).toBe("open");
  });

  it("cancels only on a POST from this site", async () => {
    const { orderId, cookie } = await pendingOrder();
    const path = `/checkout/cancel?order=${orderId}`;
    // The Worker's front door refuses another site's POST before any page sees it.
    const foreign = await call(path, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.test" },
    });
    expect(foreign.status).toBe(403);
    expect((await order(orderId))?.status).toBe("pending");
    const own = await send(path, cookie, { method: "POST", body: new URLSearchParams() });
    expect(own.response.status).toBe(302);
    expect(own.response.headers.get("Location")).toBe("/cart");
    const row = await order(orderId);
    expect(row?.status).toBe("cancelled");
    expect((await standinSession(String(row?.stripe_checkout_session_id))).status).toBe("expired");
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import type { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";
import { configurePayments, ESIM, events, SHIPPING, SIM, withCart } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

// An eSIM is sold only to a customer who says their phone takes one and is not carrier-locked:
// the API and the page's form both refuse without it, and create nothing.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const ordersOf = (userId: number) =>
  env.DB.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>()
    .then((r) => r?.n);

const PIXEL_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

function pageRequest(browser: Browser, init: { form?: Record<string, string>; userAgent?: string } = {}) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const headers: Record<string, string> = {
    Cookie: cookie,
    Origin: ORIGIN,
    "User-Agent": init.userAgent ?? "",
  };
  const request = init.form
    ? new Request(`${ORIGIN}/checkout`, { method: "POST", headers, body: new URLSearchParams(init.form) })
    : new Request(`${ORIGIN}/checkout`, { headers });
  return queryRoutes(appHandler, request);
}

describe("POST /api/checkout and the phone confirmation", () => {
  it("an eSIM line without deviceConfirmed: 400 on that field, no order", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    for (const body of [{}, { deviceConfirmed: false }, { deviceConfirmed: "yes" }]) {
      const res = await buyer.browser.post("/api/checkout", body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({
        field: "deviceConfirmed",
        error: "Please confirm that your phone supports eSIM and is unlocked",
      });
    }
    expect(await ordersOf(buyer.id)).toBe(0);
  });

  it("with deviceConfirmed: true the order is placed, and the confirmation kept with it", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    const res = await buyer.browser.post("/api/checkout", { deviceConfirmed: true });
    expect(res.status).toBe(201);
    const { orderId } = await json(res);
    const note = await env.DB.prepare(
      "SELECT note FROM order_events WHERE order_id = ? AND to_status = 'pending'",
    )
      .bind(orderId)
      .first<{ note: string }>();
    expect(note?.note).toMatch(/confirmed their phone supports eSIM and is unlocked/);
    expect(await events(orderId)).toHaveLength(1);
  });

  it("a Physical SIM alone needs no confirmation; with an eSIM beside it, it does", async () => {
    const sim = await withCart([[SIM, 1]]);
    expect((await sim.browser.post("/api/checkout", SHIPPING)).status).toBe(201);
    const mixed = await withCart([
      [SIM, 1],
      [ESIM, 1],
    ]);
    const refused = await mixed.browser.post("/api/checkout", SHIPPING);
    expect(refused.status).toBe(400);
    expect((await json(refused)).field).toBe("deviceConfirmed");
    // Every missing field is said at once, the tick beside the address.
    const both = await json(await mixed.browser.post("/api/checkout", {}));
    expect(both.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["address", "deviceConfirmed"]),
    );
    expect(await ordersOf(mixed.id)).toBe(0);
  });
});

describe("the checkout page's tickbox", () => {
  it("shows what was detected and refuses a form without the tick (no JavaScript needed)", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    const view = await pageRequest(buyer.browser, { userAgent: PIXEL_UA });
    const loaded = view.page?.loaderData["routes/checkout"] as
      | { detected: Record<string, unknown> }
      | undefined;
    expect(loaded?.detected).toMatchObject({ model: "Pixel 7", esim: true });

    const refused = await pageRequest(buyer.browser, { form: { customerName: "Aisyah Rahman" } });
    expect(refused.response.status).toBe(400);
    const answer = refused.page?.actionData?.["routes/checkout"] as { fieldErrors: Record<string, string> };
    expect(answer.fieldErrors.deviceConfirmed).toBe(
      "Please confirm that your phone supports eSIM and is unlocked",
    );
    expect(await ordersOf(buyer.id)).toBe(0);

    const ticked = await pageRequest(buyer.browser, {
      form: { customerName: "Aisyah Rahman", deviceConfirmed: "on" },
    });
    expect(ticked.response.status).toBe(303);
    expect(ticked.response.headers.get("Location")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(await ordersOf(buyer.id)).toBe(1);
  });

  it("a cart of Physical SIMs only asks nothing about the phone", async () => {
    const buyer = await withCart([[SIM, 1]]);
    const view = await pageRequest(buyer.browser);
    const loaded = view.page?.loaderData["routes/checkout"] as { detected: unknown } | undefined;
    expect(loaded).toBeDefined();
    expect(loaded?.detected).toBeNull();
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MyEsimView } from "../../app/schemas/esim";
import type { MyEsimCardView } from "../../app/schemas/my-esims";
import { demoSimKey } from "../../worker/integrations/esim/demo";
import { demoRecycledKey } from "../../worker/integrations/esim/demo-topups";
import { as, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import type { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { call, ORIGIN, seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

// My eSIMs: the owner's eSIMs, newest first, with live usage from the supplier and whether a
// top-up can be bought. The eSIMs are bought as a customer buys them: checkout, Stripe's stand-in,
// the signed webhook, the fulfilment queue and the demo supplier.
let root: string;
beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function deliveredEsimOrder(slug: string, buyer: Browser) {
  const { orderId } = await stripePaidOrder([{ slug }], buyer);
  await eventually(async () => (await orderStatus(orderId)) === "delivered");
  return orderId;
}

async function listOf(browser: Browser): Promise<MyEsimView[]> {
  const res = await browser.get("/api/user/esims");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return ((await res.json()) as { items: MyEsimView[] }).items;
}

const cookieOf = (browser: Browser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

describe("GET /api/user/esims", { timeout: 60_000 }, () => {
  let owner: Awaited<ReturnType<typeof newCustomer>>;
  let first: number;
  let second: number;

  beforeAll(async () => {
    owner = await newCustomer("esimowner");
    first = await deliveredEsimOrder("japan-5gb-7-days", owner.browser);
    second = await deliveredEsimOrder("south-korea-3gb-5-days", owner.browser);
  });

  it("lists the owner's eSIMs newest first, with live usage and the top-ups the seed priced", async () => {
    const items = await listOf(owner.browser);
    expect(items.map((e) => e.orderId)).toEqual([second, first]);
    expect(items[0]).toMatchObject({
      planName: "South Korea",
      status: "issued",
      usage: { totalMb: 3072, remainingMb: 3072, unlimited: false, expiresAt: null },
      topUpAvailable: true,
    });
    expect(items[1]).toMatchObject({ planName: "Japan", usage: { totalMb: 5120 }, topUpAvailable: true });
    for (const item of items) expect(item.iccid).toMatch(/^89\d{18}$/);
    // The API answers the contract, nothing the page alone needs.
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ["iccid", "orderId", "planName", "status", "topUpAvailable", "usage"].sort(),
    );
  });

  it("shows another customer none of them, and a signed-out visitor gets 401", async () => {
    const stranger = await newCustomer("stranger");
    expect(await listOf(stranger.browser)).toEqual([]);
    const signedOut = await call("/api/user/esims");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Not authenticated" });
  });

  it("offers no top-up for an eSIM the supplier recycled", async () => {
    const [newest] = await listOf(owner.browser);
    await env.SUPPLIER_KV.put(demoRecycledKey(newest?.iccid ?? ""), "1");
    try {
      const items = await listOf(owner.browser);
      expect(items.map((e) => e.topUpAvailable)).toEqual([false, true]);
      expect(items[0]?.usage).not.toBeNull();
    } finally {
      await env.SUPPLIER_KV.delete(demoRecycledKey(newest?.iccid ?? ""));
    }
  });

  it("still answers when the supplier cannot tell the usage of one eSIM", async () => {
    const [, older] = await listOf(owner.browser);
    const key = demoSimKey(older?.iccid ?? "");
    const kept = await env.SUPPLIER_KV.get(key);
    await env.SUPPLIER_KV.delete(key);
    try {
      const items = await listOf(owner.browser);
      expect(items).toHaveLength(2);
      expect(items[1]?.usage).toBeNull();
      expect(items[0]?.usage).toMatchObject({ totalMb: 3072 });
    } finally {
      if (kept) await env.SUPPLIER_KV.put(key, kept);
    }
  });

  it("the page's loader shows the same cards, with one-tap install links until installed", async () => {
    const request = new Request(`${ORIGIN}/my-esims`, { headers: { Cookie: cookieOf(owner.browser) } });
    const { page } = await queryRoutes(appHandler, request);
    const data = page?.loaderData["routes/my-esims"] as { esims: MyEsimCardView[]; platform: string };
    expect(data.esims.map((e) => e.orderId)).toEqual([second, first]);
    const [newest] = data.esims;
    expect(newest?.state).toBe("not_installed");
    expect(newest?.install?.iphone).toMatch(/^https:\/\/esimsetup\.apple\.com\//);
    expect(newest?.install?.android).toMatch(/^https:\/\/esimsetup\.android\.com\//);
  });
});

describe("a refunded eSIM", { timeout: 60_000 }, () => {
  it("stays on the list with its status, without usage or top-ups", async () => {
    const owner = await newCustomer("refunded");
    const kept = await deliveredEsimOrder("singapore-5gb-3-days", owner.browser);
    const refunded = await deliveredEsimOrder("japan-5gb-7-days", owner.browser);
    expect((await as(root).post(`/api/admin/orders/${refunded}/refund`, {})).status).toBe(200);
    const items = await listOf(owner.browser);
    expect(items.map((e) => [e.orderId, e.status, e.topUpAvailable])).toEqual([
      [refunded, "cancelled", false],
      [kept, "issued", true],
    ]);
    expect(items[0]?.usage).toBeNull();
  });
});

describe("the My eSIMs page", () => {
  it("sends a signed-out visitor to sign in, and back afterwards", async () => {
    const { response, page } = await queryRoutes(appHandler, new Request(`${ORIGIN}/my-esims`));
    expect(page).toBeUndefined();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fmy-esims");
  });
});

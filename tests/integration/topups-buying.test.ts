// Buying a top-up for an eSIM the customer owns: offers, the order paid on the Stripe stand-in,
// the supplier bought from exactly once (even when its answer is lost), and a recycled eSIM.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, esims, orderItems } from "../../worker/db/schema";
import { createDemoSupplier } from "../../worker/integrations/esim/demo";
import { DEMO_TOPUP_LOSE_NEXT_KEY, demoRecycledKey } from "../../worker/integrations/esim/demo-topups";
import { as, json, rootSession } from "./admin-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { call, seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import { configurePayments, customer, orderRow, payOnStandin, stripePaidOrder } from "./payment-helpers";

let root: ReturnType<typeof as>;
const priced: Record<string, number> = {};

beforeAll(async () => {
  await seedDatabase();
  const session = await rootSession();
  await configurePayments(session);
  root = as(session);
  // The seed prices the Japan plan's two top-ups; staff set them to known prices here, as they would
  // on the Products screen, so the offers below are exactly these.
  const { items } = await json(await root.get("/api/admin/products/topups"));
  for (const [suffix, dataMb, days, price] of [
    ["topup-1gb-7d", 1024, 7, "10.00"],
    ["topup-3gb-30d", 3072, 30, "25.00"],
  ] as const) {
    const supplierPackage = `demo-japan-5gb-7-days-${suffix}`;
    const seeded = (items as { id: number; supplierPackage: string }[]).find(
      (item) => item.supplierPackage === supplierPackage,
    );
    if (!seeded) throw new Error(`the seed prices no ${supplierPackage}`);
    const res = await root.put(`/api/admin/products/${seeded.id}`, {
      kind: "topup",
      name: `${dataMb / 1024} GB - ${days} Days`,
      supplierPackage,
      dataMb,
      days,
      price,
    });
    expect(res.status).toBe(200);
    priced[suffix] = seeded.id;
  }
});

/** A customer whose Japan eSIM was bought, paid and delivered through the shop's own paths. */
async function deliveredEsim() {
  const buyer = await customer();
  const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], buyer.browser);
  await eventually(async () => (await orderStatus(orderId)) === "delivered");
  const row = await db().select().from(esims).where(eq(esims.orderId, orderId)).get();
  if (!row) throw new Error("no eSIM delivered");
  return { ...buyer, orderId, iccid: row.iccid };
}

const topupsPath = (iccid: string) => `/api/user/esims/${iccid}/topups`;
const usageOf = async (browser: Awaited<ReturnType<typeof customer>>["browser"], orderId: number) =>
  (await json(await browser.get(`/api/user/orders/${orderId}/esims`))).esims[0].usage;
const topupsCarried = async (iccid: string) =>
  (await createDemoSupplier(env.SUPPLIER_KV).packageHistory(iccid)).filter((p) => p.kind === "topup");

async function boughtTopup(owner: Awaited<ReturnType<typeof deliveredEsim>>, topupId: number) {
  const res = await owner.browser.post(topupsPath(owner.iccid), { topupId });
  expect(res.status).toBe(201);
  const body = await json(res);
  expect(body.url).toMatch(/^http/);
  return body.orderId as number;
}

describe("top-up offers", { timeout: 60_000 }, () => {
  it("the owner sees the priced offers the supplier lists; others get 404, signed out 401", async () => {
    const owner = await deliveredEsim();
    const res = await owner.browser.get(topupsPath(owner.iccid));
    expect(res.status).toBe(200);
    const { items } = await json(res);
    expect(items).toEqual([
      {
        id: priced["topup-1gb-7d"],
        name: "1 GB - 7 Days",
        dataMb: 1024,
        unlimited: false,
        days: 7,
        price: "10.00",
      },
      {
        id: priced["topup-3gb-30d"],
        name: "3 GB - 30 Days",
        dataMb: 3072,
        unlimited: false,
        days: 30,
        price: "25.00",
      },
    ]);
    const stranger = await customer();
    expect(await json(await stranger.browser.get(topupsPath(owner.iccid)))).toEqual({
      error: "eSIM not found",
    });
    expect((await stranger.browser.get(topupsPath(owner.iccid))).status).toBe(404);
    expect(
      (await stranger.browser.post(topupsPath(owner.iccid), { topupId: priced["topup-1gb-7d"] })).status,
    ).toBe(404);
    expect((await owner.browser.get(topupsPath("8900000000000000000"))).status).toBe(404);
    expect((await call(topupsPath(owner.iccid))).status).toBe(401);
  });

  it("an offer staff have not priced (or switched off) is not listed", async () => {
    const owner = await deliveredEsim();
    const id = priced["topup-3gb-30d"];
    const off = await root.put(`/api/admin/products/${id}`, {
      kind: "topup",
      name: "3 GB - 30 Days",
      supplierPackage: "demo-japan-5gb-7-days-topup-3gb-30d",
      dataMb: 3072,
      days: 30,
      price: "25.00",
      active: false,
    });
    expect(off.status).toBe(200);
    const { items } = await json(await owner.browser.get(topupsPath(owner.iccid)));
    expect(items.map((i: { id: number }) => i.id)).toEqual([priced["topup-1gb-7d"]]);
    // Not offered now: refused with a field error, nothing ordered.
    const refused = await owner.browser.post(topupsPath(owner.iccid), { topupId: id });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ field: "topupId" });
    const bad = await owner.browser.post(topupsPath(owner.iccid), { topupId: "x" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).field).toBe("topupId");
    await root.put(`/api/admin/products/${id}`, {
      kind: "topup",
      name: "3 GB - 30 Days",
      supplierPackage: "demo-japan-5gb-7-days-topup-3gb-30d",
      dataMb: 3072,
      days: 30,
      price: "25.00",
    });
  });
});

describe("buying a top-up", { timeout: 60_000 }, () => {
  it("an order of its own, paid on the stand-in, bought once, delivered; the usage grows", async () => {
    const owner = await deliveredEsim();
    const before = await usageOf(owner.browser, owner.orderId);
    const orderId = await boughtTopup(owner, priced["topup-1gb-7d"] as number);
    const placed = await orderRow(orderId);
    expect(placed).toMatchObject({
      kind: "topup",
      topupIccid: owner.iccid,
      status: "pending",
      totalAmountSen: 1000,
    });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line?.productName).toBe(`Top-up for eSIM …${owner.iccid.slice(-4)} – 1 GB - 7 Days`);
    await payOnStandin(orderId);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    expect(await topupsCarried(owner.iccid)).toHaveLength(1);
    const after = await usageOf(owner.browser, owner.orderId);
    expect(after.totalMb).toBe(before.totalMb + 1024);
    expect(after.remainingMb).toBe(before.remainingMb + 1024);
    const mine = await json(await owner.browser.get(`/api/user/orders/${orderId}`));
    expect(JSON.stringify(mine)).toContain(`Top-up for eSIM …${owner.iccid.slice(-4)}`);
    expect(mine.topupIccid ?? mine.order?.topupIccid).toBe(owner.iccid);
  });

  it("reads as a top-up in the customer's mailbox: the data was added to eSIM …1234, nothing to install", async () => {
    const owner = await deliveredEsim();
    const orderId = await boughtTopup(owner, priced["topup-1gb-7d"] as number);
    await payOnStandin(orderId);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const to = (await orderRow(orderId))?.customerEmail as string;
    const tail = `…${owner.iccid.slice(-4)}`;
    const mails = await eventually(async () => {
      const all = (await mailbox(to)).filter((m) => m.subject.includes(`#${orderId}`));
      return all.length >= 2 ? all : undefined;
    });
    // One e-mail per step (decision 0037): the receipt when paid, then the data added.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Data added to your eSIM ${tail} (order #${orderId})`,
      `Payment confirmed for your top-up (order #${orderId})`,
    ]);
    const added = mails.find((m) => m.subject.startsWith("Data added")) as (typeof mails)[number];
    expect(added.text).toContain(`We added 1 GB for 7 days to your eSIM ${tail}.`);
    expect(added.text).toContain(`Top-up for eSIM ${tail} – 1 GB, 7 days x 1: RM 10.00`);
    expect(added.text).toContain("/my-esims");
    for (const mail of mails) expect(mail.text).not.toMatch(/install now|activation code|SM-DP/i);
  });

  it("the supplier's answer lost after it accepted: retried, and bought exactly once", async () => {
    const owner = await deliveredEsim();
    const before = await usageOf(owner.browser, owner.orderId);
    const orderId = await boughtTopup(owner, priced["topup-1gb-7d"] as number);
    await env.SUPPLIER_KV.put(DEMO_TOPUP_LOSE_NEXT_KEY, "1");
    await payOnStandin(orderId);
    await eventually(async () => (await orderStatus(orderId)) === "delivered", 20_000);
    expect(await topupsCarried(owner.iccid)).toHaveLength(1);
    expect((await usageOf(owner.browser, owner.orderId)).totalMb).toBe(before.totalMb + 1024);
    const row = await env.DB.prepare("SELECT attempts, topup_baseline FROM fulfilments WHERE order_id = ?")
      .bind(orderId)
      .first<{ attempts: number; topup_baseline: number }>();
    expect(row).toMatchObject({ topup_baseline: 0 });
    expect(row?.attempts).toBeGreaterThan(1);
  });

  it("a recycled eSIM: the order fails with the reason on the desk, the customer told, staff refund", async () => {
    const owner = await deliveredEsim();
    const orderId = await boughtTopup(owner, priced["topup-1gb-7d"] as number);
    await env.SUPPLIER_KV.put(demoRecycledKey(owner.iccid), "1");
    await payOnStandin(orderId);
    await eventually(async () => (await orderStatus(orderId)) === "failed");
    expect(await topupsCarried(owner.iccid)).toHaveLength(0);
    const desk = await json(await root.get(`/api/admin/orders/${orderId}`));
    expect(JSON.stringify(desk)).toContain("recycled");
    const mail = await eventually(async () =>
      db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).all(),
    );
    await eventually(async () => {
      const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).all();
      return rows.some((m) => m.template === "topup_failed" && m.status === "sent");
    });
    expect(mail.length).toBeGreaterThan(0);
    // Nothing left to offer for it now.
    expect((await json(await owner.browser.get(topupsPath(owner.iccid)))).items).toEqual([]);
    const refund = await root.post(`/api/admin/orders/${orderId}/refund`, {});
    expect(refund.status).toBe(200);
    await eventually(async () => (await orderStatus(orderId)) === "refunded");
  });
});

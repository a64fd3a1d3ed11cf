// What the supplier says it delivered against what the shop sold: an order whose package holds
// other data or days is flagged for staff (Needs attention, Today, the Orders list, the desk) until
// a member who may settle it marks it checked; the Orders list names top-ups after their plan.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLogs, esims, products } from "../../worker/db/schema";
import { demoPackageKey } from "../../worker/integrations/esim/demo-topups";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments, customer, orderRow, payOnStandin, stripePaidOrder } from "./payment-helpers";

let rootCookie = "";
let root: ReturnType<typeof as>;

beforeAll(async () => {
  await seedDatabase();
  rootCookie = await rootSession();
  await configurePayments(rootCookie);
  root = as(rootCookie);
});

const planId = async (slug: string) =>
  (await db().select({ id: products.id }).from(products).where(eq(products.slug, slug)).get())?.id as number;

async function delivered(slug: string, buyer?: Awaited<ReturnType<typeof customer>>) {
  const owner = buyer ?? (await customer());
  const { orderId } = await stripePaidOrder([{ slug }], owner.browser);
  await eventually(async () => (await orderStatus(orderId)) === "delivered");
  const esim = await db().select().from(esims).where(eq(esims.orderId, orderId)).get();
  return { ...owner, orderId, iccid: esim?.iccid as string };
}

const listed = async (query: string) =>
  (await json(await root.get(`/api/admin/orders?${query}&pageSize=100`))).items as {
    id: number;
    kind: string;
    topupPlan: string | null;
    supplierMismatch: string | null;
  }[];

describe("the supplier's figures against what was sold", { timeout: 90_000 }, () => {
  it("a plan whose package holds other data is flagged with both figures; one that agrees is not", async () => {
    // The supplier's catalogue drifted: Singapore's package now holds 3 GB, the plan sells 5 GB.
    await env.SUPPLIER_KV.put(
      demoPackageKey("demo-singapore-5gb-3-days"),
      JSON.stringify({ dataMb: 3072, days: 3 }),
    );
    const drifted = await delivered("singapore-5gb-3-days");
    const fine = await delivered("japan-5gb-7-days");
    const flag = (await orderRow(drifted.orderId))?.supplierMismatch;
    expect(flag).toBe(
      `eSIM …${drifted.iccid.slice(-4)}, Singapore: the supplier reports 3 GB for 3 Days, the shop sold 5 GB for 3 Days`,
    );
    expect((await orderRow(fine.orderId))?.supplierMismatch).toBeNull();
    // The customer is shown what the supplier delivered.
    const mine = await json(await drifted.browser.get("/api/user/esims"));
    expect(mine.items?.[0]?.usage ?? mine[0]?.usage).toMatchObject({ totalMb: 3072 });

    const attention = await json(await root.get("/api/admin/attention"));
    expect(attention.supplierMismatches).toBeGreaterThanOrEqual(1);
    const today = await json(await root.get("/api/admin/analytics/today"));
    expect(today.orders.items).toContainEqual(
      expect.objectContaining({ orderId: drifted.orderId, reason: "supplier_mismatch" }),
    );
    const flagged = await listed("flag=supplier");
    expect(flagged.map((o) => o.id)).toContain(drifted.orderId);
    expect(flagged.map((o) => o.id)).not.toContain(fine.orderId);
    const desk = await json(await root.get(`/api/admin/orders/${drifted.orderId}`));
    expect(desk.supplierMismatch).toBe(flag);
  });

  it("only a member who may settle money marks it checked; the flag comes off and the audit keeps it", async () => {
    await env.SUPPLIER_KV.put(
      demoPackageKey("demo-vietnam-1gb-1-day"),
      JSON.stringify({ dataMb: 1024, days: 2 }),
    );
    const drifted = await delivered("vietnam-1gb-1-day");
    const flag = (await orderRow(drifted.orderId))?.supplierMismatch;
    expect(flag).toContain("the supplier reports 1 GB for 2 Days, the shop sold 1 GB for 1 Day");
    const path = `/api/admin/orders/${drifted.orderId}/supplier-checked`;
    const viewer = await staffCookie(rootCookie, "mismatch-viewer", { canViewOrders: true });
    expect((await as(viewer).post(path, {})).status).toBe(403);
    expect((await drifted.browser.post(path, {})).status).toBe(401);
    expect((await orderRow(drifted.orderId))?.supplierMismatch).toBe(flag);
    expect((await root.post(`/api/admin/orders/999999/supplier-checked`, {})).status).toBe(404);
    const res = await root.post(path, {});
    expect(res.status).toBe(200);
    expect((await orderRow(drifted.orderId))?.supplierMismatch).toBeNull();
    expect((await listed("flag=supplier")).map((o) => o.id)).not.toContain(drifted.orderId);
    const audit = await db()
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, "order.supplier_checked"))
      .all();
    expect(audit.find((a) => a.targetId === drifted.orderId)?.details).toContain("1 GB for 2 Days");
  });

  it("a top-up whose package adds other data than staff priced is flagged; the list names it after its plan", async () => {
    const owner = await delivered("south-korea-3gb-5-days");
    // Staff priced the 1 GB top-up as 2 GB: the supplier adds 1 GB.
    const { items } = await json(await root.get("/api/admin/products/topups"));
    const code = "demo-south-korea-3gb-5-days-topup-1gb-7d";
    const topup = (items as { id: number; supplierPackage: string }[]).find(
      (i) => i.supplierPackage === code,
    );
    const priced = await root.put(`/api/admin/products/${topup?.id}`, {
      kind: "topup",
      name: "2 GB – 7 days",
      supplierPackage: code,
      dataMb: 2048,
      days: 7,
      price: "9.00",
    });
    expect(priced.status).toBe(200);
    const bought = await owner.browser.post(`/api/user/esims/${owner.iccid}/topups`, { topupId: topup?.id });
    expect(bought.status).toBe(201);
    const { orderId } = await json(bought);
    await payOnStandin(orderId);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    expect((await orderRow(orderId))?.supplierMismatch).toBe(
      `eSIM …${owner.iccid.slice(-4)}, top-up 2 GB – 7 days: the supplier reports 1 GB for 7 Days, the shop sold 2 GB for 7 Days`,
    );

    const korea = await planId("south-korea-3gb-5-days");
    const ofPlan = await listed(`plan=${korea}`);
    expect(ofPlan.map((o) => o.id)).toEqual(expect.arrayContaining([owner.orderId, orderId]));
    expect(ofPlan.find((o) => o.id === orderId)).toMatchObject({ kind: "topup", topupPlan: "South Korea" });
    const topupsOnly = await listed(`plan=${korea}&kind=topup`);
    expect(topupsOnly.map((o) => o.id)).toEqual([orderId]);
    expect((await listed(`plan=${await planId("japan-5gb-7-days")}`)).map((o) => o.id)).not.toContain(
      orderId,
    );
    const desk = await json(await root.get(`/api/admin/orders/${orderId}`));
    expect(desk.kind).toBe("topup");
  });
});

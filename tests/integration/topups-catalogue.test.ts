// Staff price top-ups on the Products screen's API; the shop never shows or sells them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, json, lastAudit, rootSession } from "./admin-helpers";
import { call, seedDatabase } from "./helpers";
import { customer } from "./payment-helpers";

type Api = ReturnType<typeof as>;
let root: Api;

const TOPUP = {
  kind: "topup",
  name: "Japan 1 GB top-up",
  supplierPackage: "demo-japan-5gb-7-days-topup-1gb-7d",
  dataMb: 1024,
  days: 7,
  price: "10.00",
};

beforeAll(async () => {
  await seedDatabase();
  root = as(await rootSession());
});

const namesIn = async (path: string) => JSON.stringify(await json(await call(path)));

describe("top-ups in the catalogue", () => {
  let id = 0;

  it("staff create a top-up (audited) with only the fields a top-up needs", async () => {
    const res = await audited("PRODUCT_CREATE", () => root.post("/api/admin/products", TOPUP));
    expect(res.status).toBe(201);
    const { product } = await json(res);
    id = product.id;
    expect(product).toMatchObject({
      kind: "topup",
      name: TOPUP.name,
      supplierPackage: TOPUP.supplierPackage,
      dataMb: 1024,
      unlimited: false,
      days: 7,
      price: "10.00",
      priceSen: 1000,
      active: true,
    });
    const listed = await json(await root.get("/api/admin/products/topups"));
    expect(listed.items.map((t: { id: number }) => t.id)).toContain(id);
    // The plans list stays plans.
    const plans = await json(await root.get("/api/admin/products?pageSize=100&q=top-up"));
    expect(plans.items.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it("refuses a top-up without its package, data or a price, field by field", async () => {
    const noPackage = await root.post("/api/admin/products", { ...TOPUP, supplierPackage: "" });
    expect(noPackage.status).toBe(400);
    expect((await json(noPackage)).field).toBe("supplierPackage");
    const noData = await root.post("/api/admin/products", { ...TOPUP, dataMb: undefined });
    expect(noData.status).toBe(400);
    expect((await json(noData)).field).toBe("dataMb");
    const badPrice = await root.post("/api/admin/products", { ...TOPUP, price: "ten" });
    expect((await json(badPrice)).field).toBe("price");
  });

  it("staff edit it and switch it off (audited); unlimited is stored as no data cap", async () => {
    const res = await audited("PRODUCT_UPDATE", () =>
      root.put(`/api/admin/products/${id}`, { ...TOPUP, unlimited: true, days: 3, price: "12.50" }),
    );
    expect(res.status).toBe(200);
    expect((await json(res)).product).toMatchObject({
      dataMb: null,
      unlimited: true,
      days: 3,
      price: "12.50",
    });
    const off = await audited("PRODUCT_UPDATE", () =>
      root.put(`/api/admin/products/${id}`, { ...TOPUP, active: false }),
    );
    expect((await json(off)).product.active).toBe(false);
    expect((await lastAudit())?.details).toContain('"active":false');
    await root.put(`/api/admin/products/${id}`, TOPUP);
  });

  it("a plan's id cannot be edited as a top-up, nor a top-up's as a plan", async () => {
    const plans = await json(await root.get("/api/admin/products?pageSize=1"));
    const planId = plans.items[0].id;
    expect((await root.put(`/api/admin/products/${planId}`, TOPUP)).status).toBe(400);
    const asPlan = await root.put(`/api/admin/products/${id}`, { ...TOPUP, kind: "plan" });
    expect(asPlan.status).toBe(400);
  });

  it("a customer cannot create or edit top-ups", async () => {
    const { browser } = await customer();
    expect((await browser.post("/api/admin/products", TOPUP)).status).toBe(401);
    expect((await call("/api/admin/products/topups")).status).toBe(401);
  });

  it("never appears in the shop: products, search, destinations, plan page; the cart refuses it", async () => {
    for (const path of [
      "/api/products?limit=100",
      "/api/products?q=top-up",
      "/api/products?q=Japan%201%20GB%20top-up",
      "/api/destinations",
      "/api/destinations/japan",
    ]) {
      expect(await namesIn(path)).not.toContain(TOPUP.name);
    }
    const slug = await slugOf(id);
    expect(slug).toMatch(/^topup-/);
    // The plan page answers as for a slug that never existed.
    const page = await call(`/esim/${slug}`);
    expect(page.status).toBe((await call("/esim/no-such-plan")).status);
    expect(await page.text()).not.toContain(TOPUP.name);
    const { browser } = await customer();
    const added = await browser.post("/api/cart", { productId: id, quantity: 1 });
    expect(added.status).toBe(404);
  });
});

describe("Top-up possible", () => {
  const topUpOf = async (slug: string) => {
    const items = await json(
      await call(`/api/products?limit=100&q=${encodeURIComponent(slug.split("-")[0] ?? "")}`),
    );
    return (items as { slug: string; topUp: boolean | null }[]).find((p) => p.slug === slug)?.topUp;
  };
  const topupsOf = async (planPackage: string) =>
    (
      (await json(await root.get("/api/admin/products/topups?pageSize=100"))).items as {
        id: number;
        name: string;
        supplierPackage: string;
        dataMb: number | null;
        days: number;
        price: string;
      }[]
    ).filter((t) => t.supplierPackage.startsWith(`${planPackage}-`));

  it("is said exactly when staff priced a top-up for the plan: switched off, it is not", async () => {
    // The seed prices top-ups for every eSIM plan, this unlimited one included (its old flag said no).
    expect(await topUpOf("japan-unlimited-15-days")).toBe(true);
    expect(await topUpOf("thailand-tourist-sim-15gb-8-days")).toBe(false);
    const priced = await topupsOf("demo-europe-10gb-15-days");
    expect(priced.length).toBeGreaterThan(0);
    for (const t of priced) {
      const off = await root.put(`/api/admin/products/${t.id}`, {
        kind: "topup",
        name: t.name,
        supplierPackage: t.supplierPackage,
        dataMb: t.dataMb ?? undefined,
        unlimited: t.dataMb === null,
        days: t.days,
        price: t.price,
        active: false,
      });
      expect(off.status).toBe(200);
    }
    expect(await topUpOf("europe-10gb-15-days")).toBe(false);
    // A plan whose package merely starts the same way is not topped up by another's top-up.
    expect(await topUpOf("europe-50gb-30-days")).toBe(true);
    const [one] = priced;
    if (!one) throw new Error("no priced top-up");
    await root.put(`/api/admin/products/${one.id}`, {
      kind: "topup",
      name: one.name,
      supplierPackage: one.supplierPackage,
      dataMb: one.dataMb ?? undefined,
      unlimited: one.dataMb === null,
      days: one.days,
      price: one.price,
    });
    expect(await topUpOf("europe-10gb-15-days")).toBe(true);
  });
});

async function slugOf(id: number) {
  const row = await env.DB.prepare("SELECT slug FROM products WHERE id = ?")
    .bind(id)
    .first<{ slug: string }>();
  return row?.slug ?? "";
}

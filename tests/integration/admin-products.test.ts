// Staff manage products through /api/admin; deleting one keeps the orders that name it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  as,
  audited,
  expectError,
  ICELAND_PLAN,
  json,
  lastAudit,
  rootSession,
  unaudited,
} from "./admin-helpers";
import { call, seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;

const product = ICELAND_PLAN;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("products", () => {
  let id = 0;

  it("creates a product from the form's text fields, with stock 0, visible on the public list", async () => {
    const res = await audited("PRODUCT_CREATE", () => root.post("/api/admin/products", product));
    expect(res.status).toBe(201);
    const created = (await json(res)).product;
    id = created.id;
    expect(created).toMatchObject({
      name: "Iceland",
      durationDays: 10,
      dataMb: 8192,
      priceSen: 4590,
      price: "45.90",
      originalPrice: null,
      duration: "10 Days",
      data: "8 GB",
      slug: "iceland-8gb-10-days",
    });
    expect((await lastAudit())?.target_id).toBe(id);
    const stock = await env.DB.prepare("select stock_quantity from inventory where product_id = ?")
      .bind(id)
      .first<{ stock_quantity: number }>();
    expect(stock?.stock_quantity).toBe(0);
    const pub = (await json(await call("/api/products?q=Iceland"))) as { id: number }[];
    expect(pub.map((p) => p.id)).toContain(id);
    const again = (
      await json(await root.post("/api/admin/products", { ...product, data: "Unlimited", duration: "7" }))
    ).product;
    expect(again).toMatchObject({ dataMb: null, durationDays: 7 });
  });

  it("reports every product validation message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "Name is required"],
      [{ region: "" }, "Region is required"],
      [{ duration: "" }, "Duration is required"],
      [{ data: "" }, "Data is required"],
      [{ price: "" }, "Price is required"],
      [{ coverage: "" }, "Coverage is required"],
      [{ type: "" }, "Type is required"],
      [{ image: "not a url" }, "Must be a valid URL"],
      [{ purchaseUrl: "javascript:alert(1)" }, "Must be a valid URL"],
      [{ price: "12.345" }, "Price must be an amount like 25 or 25.90"],
      [{ data: "lots" }, "Data must be like 5 GB, 500 MB or Unlimited"],
      [{ duration: "a week" }, "Duration must be a number of days, e.g. 7 or 7 Days"],
    ];
    await unaudited(async () => {
      for (const [change, message] of cases)
        await expectError(await root.post("/api/admin/products", { ...product, ...change }), 400, message);
    });
  });

  it("edits (inactive products leave the shop but stay in the admin list) and deletes", async () => {
    const res = await audited("PRODUCT_UPDATE", () =>
      root.put(`/api/admin/products/${id}`, {
        ...product,
        price: "39",
        originalPrice: "45.90",
        active: false,
      }),
    );
    expect((await json(res)).product).toMatchObject({
      price: "39.00",
      originalPrice: "45.90",
      active: false,
    });
    const pub = (await json(await call("/api/products?q=Iceland"))) as { id: number }[];
    expect(pub.map((p) => p.id)).not.toContain(id);
    const admin = await json(await root.get("/api/admin/products?q=Iceland&sort=price&dir=asc"));
    expect(admin.items.map((p: { id: number }) => p.id)).toContain(id);
    await audited("PRODUCT_DELETE", () => root.del(`/api/admin/products/${id}`));
    await unaudited(async () =>
      expectError(await root.del(`/api/admin/products/${id}`), 404, "Product not found"),
    );
  });
});

describe("product deletion keeps history", () => {
  it("refuses to delete a product with reviews (409, nothing deleted or audited) until they are gone", async () => {
    const created = await json(
      await root.post("/api/admin/products", { ...product, name: "Faroe Islands 1GB" }),
    );
    const productId = created.product.id;
    const review = await json(
      await root.post("/api/admin/reviews", {
        productId,
        customerName: "Hana",
        rating: 5,
        comment: "Worked in Tórshavn.",
        location: "Ipoh",
        customerAvatar: "",
      }),
    );
    await unaudited(async () =>
      expectError(
        await root.del(`/api/admin/products/${productId}`),
        409,
        "This product has reviews and cannot be deleted; mark it inactive instead",
      ),
    );
    const kept = await json(await root.get("/api/admin/reviews?q=Hana"));
    expect(kept.items.map((r: { id: number }) => r.id)).toContain(review.review.id);
    await root.del(`/api/admin/reviews/${review.review.id}`);
    await audited("PRODUCT_DELETE", () => root.del(`/api/admin/products/${productId}`));
  });
});

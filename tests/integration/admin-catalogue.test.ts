import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, auditCount, ICELAND_PLAN, json, lastAudit, rootSession } from "./admin-helpers";
import { call, seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;
let root: Api;

const product = ICELAND_PLAN;

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await json(res)).error).toBe(message);
}

async function audited<T>(action: string, work: () => Promise<T>): Promise<T> {
  const before = await auditCount();
  const result = await work();
  expect(await auditCount()).toBe(before + 1);
  expect((await lastAudit())?.action).toBe(action);
  return result;
}

async function unaudited(work: () => Promise<void>) {
  const before = await auditCount();
  await work();
  expect(await auditCount()).toBe(before);
}

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

describe("site images", () => {
  let id = 0;
  it("creates, validates, edits and deletes", async () => {
    const res = await audited("IMAGE_CREATE", () =>
      root.post("/api/admin/site-images", {
        key: "promo-banner",
        url: "https://cdn.example.com/p.png",
        alt: "Promo",
        description: "",
      }),
    );
    expect(res.status).toBe(201);
    id = (await json(res)).image.id;
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/site-images", { key: "", url: "https://x.test/a.png", alt: "a" }),
        400,
        "Key is required",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "k2", url: "nope", alt: "a" }),
        400,
        "Must be a valid URL",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "k2", url: "/images/a.png", alt: "" }),
        400,
        "Alt text is required",
      );
      await expectError(
        await root.post("/api/admin/site-images", { key: "promo-banner", url: "/images/a.png", alt: "a" }),
        409,
        "An image with this key already exists",
      );
    });
    const edited = await audited("IMAGE_UPDATE", () =>
      root.put(`/api/admin/site-images/${id}`, {
        key: "promo-banner",
        url: "/images/site/x.png",
        alt: "New alt",
      }),
    );
    expect((await json(edited)).image.alt).toBe("New alt");
    await audited("IMAGE_DELETE", () => root.del(`/api/admin/site-images/${id}`));
  });

  it("uploads an image file into R2 and serves it; refuses other types and big files", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return call("/api/admin/site-images/upload", {
        method: "POST",
        body: form,
        headers: { Cookie: (root as unknown as { cookie?: string }).cookie ?? "" },
      });
    };
    const cookie = await rootSession();
    const send = (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return call("/api/admin/site-images/upload", {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
      });
    };
    expect((await upload(new File([png], "a.png", { type: "image/png" }))).status).toBe(401);
    const res = await audited("IMAGE_UPLOAD", () => send(new File([png], "a.png", { type: "image/png" })));
    expect(res.status).toBe(201);
    const { url } = await json(res);
    expect(url).toMatch(/^\/images\/site\/.+\.png$/);
    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await unaudited(async () => {
      expect((await send(new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }))).status).toBe(415);
      expect((await send(new File(["hello"], "x.png", { type: "image/png" }))).status).toBe(415);
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(png);
      expect((await send(new File([big], "big.png", { type: "image/png" }))).status).toBe(413);
    });
    // Other routes still refuse multipart bodies.
    const form = new FormData();
    form.set("key", "x");
    expect(
      (await call("/api/admin/site-images", { method: "POST", body: form, headers: { Cookie: cookie } }))
        .status,
    ).toBe(415);
  });
});

describe("reviews", () => {
  it("creates, validates, edits, features and deletes", async () => {
    const review = {
      productId: 1,
      customerName: "Aina",
      rating: 4,
      comment: "Worked on landing.",
      location: "Penang",
      customerAvatar: "",
    };
    const res = await audited("REVIEW_CREATE", () => root.post("/api/admin/reviews", review));
    expect(res.status).toBe(201);
    const created = (await json(res)).review;
    expect(created).toMatchObject({ verified: true, featured: false, rating: 4, customerAvatar: null });
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/reviews", { ...review, productId: 0 }),
        400,
        "Product is required",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, customerName: "" }),
        400,
        "Customer name is required",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, customerAvatar: "not a url" }),
        400,
        "Invalid avatar URL",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, rating: 6 }),
        400,
        "Rating must be between 1 and 5",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, rating: 0 }),
        400,
        "Rating must be between 1 and 5",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, comment: "" }),
        400,
        "Comment is required",
      );
      await expectError(
        await root.post("/api/admin/reviews", { ...review, productId: 99999 }),
        400,
        "Product is required",
      );
    });
    const { rating: _r, ...noRating } = review;
    expect((await json(await root.post("/api/admin/reviews", noRating))).review.rating).toBe(5);
    await audited("REVIEW_FEATURE", () =>
      root.put(`/api/admin/reviews/${created.id}`, { ...review, featured: true }),
    );
    await audited("REVIEW_UPDATE", () =>
      root.put(`/api/admin/reviews/${created.id}`, { ...review, featured: true, comment: "Edited" }),
    );
    const list = await json(await root.get("/api/admin/reviews?q=Edited"));
    expect(list.items[0]).toMatchObject({ id: created.id, featured: true, productName: expect.any(String) });
    await audited("REVIEW_DELETE", () => root.del(`/api/admin/reviews/${created.id}`));
  });
});

describe("content", () => {
  it("saves a page with its rules", async () => {
    const res = await audited("CONTENT_UPDATE", () =>
      root.put("/api/admin/content/about", {
        title: "Our Story v2",
        subtitle: "",
        content: "## New\n\nText",
        imageUrl: "",
      }),
    );
    expect((await json(res)).content).toMatchObject({
      page: "about",
      title: "Our Story v2",
      subtitle: null,
      imageUrl: null,
      updatedBy: 1,
    });
    const all = (await json(await root.get("/api/admin/content"))) as { page: string; title: string }[];
    expect(all.find((p) => p.page === "about")?.title).toBe("Our Story v2");
    await unaudited(async () => {
      await expectError(
        await root.put("/api/admin/content/about", { title: "", content: "x" }),
        400,
        "Title is required",
      );
      await expectError(
        await root.put("/api/admin/content/about", { title: "t", content: "" }),
        400,
        "Content is required",
      );
      await expectError(
        await root.put("/api/admin/content/about", { title: "t", content: "c", imageUrl: "bad url" }),
        400,
        "Must be a valid URL",
      );
      await expectError(
        await root.put("/api/admin/content/home", { title: "t", content: "c" }),
        400,
        "Page must be one of about, support, partner, privacy, terms, refund-policy",
      );
    });
  });
});

describe("inventory", () => {
  it("lists stock with available and low flags, adjusts with a reason, never below 0", async () => {
    const page = await json(await root.get("/api/admin/inventory?pageSize=100"));
    const item = page.items.find((i: { productId: number }) => i.productId === 1);
    expect(item).toMatchObject({
      reservedQuantity: 0,
      lowStockThreshold: 10,
      available: item.stockQuantity,
      low: false,
    });
    const res = await audited("INVENTORY_ADJUST", () =>
      root.post("/api/admin/inventory/1/adjust", { delta: -5, reason: "Damaged SIMs" }),
    );
    expect((await json(res)).stockQuantity).toBe(item.stockQuantity - 5);
    expect(JSON.parse((await lastAudit())?.details ?? "{}")).toMatchObject({
      delta: -5,
      reason: "Damaged SIMs",
    });
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: -1_000_000, reason: "x" }),
        409,
        "Stock cannot go below 0",
      );
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: 3, reason: "" }),
        400,
        "Reason is required",
      );
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: 0, reason: "x" }),
        400,
        "Adjustment cannot be 0",
      );
    });
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        root.post("/api/admin/inventory/1/adjust", { delta: -(item.stockQuantity - 5), reason: "race" }),
      ),
    );
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    const low = await audited("INVENTORY_THRESHOLD", () =>
      root.put("/api/admin/inventory/1/threshold", { lowStockThreshold: 20 }),
    );
    expect(low.status).toBe(200);
    const first = (await json(await root.get("/api/admin/inventory"))).items[0];
    expect(first).toMatchObject({ productId: 1, stockQuantity: 0, low: true });
  });
});

describe("settings and records", () => {
  it("saves the store contact the Support page reads", async () => {
    await audited("SETTINGS_UPDATE", () =>
      root.put("/api/admin/settings/store", {
        supportEmail: "help@shop.test",
        supportPhone: "+60 3 1111 2222",
        supportWhatsapp: "+60 11 2222 3333",
      }),
    );
    expect(await json(await root.get("/api/admin/settings/store"))).toEqual({
      supportEmail: "help@shop.test",
      supportPhone: "+60 3 1111 2222",
      supportWhatsapp: "+60 11 2222 3333",
    });
    await unaudited(async () =>
      expectError(
        await root.put("/api/admin/settings/store", {
          supportEmail: "x",
          supportPhone: "1",
          supportWhatsapp: "1",
        }),
        400,
        "Invalid email address",
      ),
    );
  });

  it("validates staff accounts", async () => {
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/staff", { username: "ab", email: "a@b.test", password: "longenough" }),
        400,
        "Username must be at least 3 characters",
      );
      await expectError(
        await root.post("/api/admin/staff", {
          username: "root",
          email: "root2@b.test",
          password: "longenough",
        }),
        409,
        "A staff account with this username or email already exists",
      );
      await expectError(
        await root.post("/api/admin/staff/1/deactivate"),
        409,
        "A super admin's access cannot be changed here",
      );
    });
  });

  it("lists orders with items and totals in MYR, contacts, partnerships and audit logs", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "insert into orders (customer_email, customer_name, total_amount_sen, status) values ('o@x.test', 'Olivia', 5000, 'paid')",
      ),
      env.DB.prepare(
        "insert into order_items (order_id, product_id, quantity, price_sen) values (1, 1, 2, 2500)",
      ),
      env.DB.prepare(
        "insert into contact_submissions (name, email, message) values ('Ck', 'c@x.test', 'Hello there friend')",
      ),
      env.DB.prepare(
        "insert into partnership_requests (name, company, email, business_type, message) values ('Pk', 'Co', 'p@x.test', 'reseller', 'We would like to partner')",
      ),
    ]);
    const orders = await json(await root.get("/api/admin/orders?q=olivia"));
    expect(orders.items[0]).toMatchObject({
      customerName: "Olivia",
      totalAmount: "50.00",
      status: "paid",
      items: [{ quantity: 2, productName: expect.any(String) }],
    });
    expect((await json(await root.get("/api/admin/contacts"))).total).toBe(1);
    expect((await json(await root.get("/api/admin/partnerships"))).items[0].businessType).toBe("reseller");
    const audit = await json(await root.get("/api/admin/audit-logs?q=PRODUCT_DELETE"));
    expect(audit.items[0].action).toBe("PRODUCT_DELETE");
    const stats = await json(await root.get("/api/admin/analytics"));
    // Placed today but with no payment recorded: counted by status, not as revenue.
    expect(stats.sales.revenueByDay).toHaveLength(30);
    expect(stats.sales.netSen).toBe(0);
    expect(stats.sales.ordersByStatus).toEqual([{ status: "paid", count: 1 }]);
    expect(stats.recentActivity).toHaveLength(5);
  });
});

// The Products, Inventory, Reviews and Images tabs' intent actions. Each intent: success
// with its audit row, 403 without the permission, 400 bad input, cross-origin refused, unknown 404.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { seedDatabase } from "./helpers";

let root: string;
let nobody: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  nobody = await staffCookie(root, "tabs-nobody", { canViewOrders: true });
});

const stock = (productId: number) =>
  env.DB.prepare("select stock_quantity as n, low_stock_threshold as t from inventory where product_id = ?")
    .bind(productId)
    .first<{ n: number; t: number }>();

describe("the Inventory tab's actions", () => {
  let productId: number;
  beforeAll(async () => {
    const row = await env.DB.prepare("select product_id as id from inventory limit 1").first<{
      id: number;
    }>();
    productId = row?.id ?? 0;
  });

  it("adjust: adds stock with a reason, audited; refuses what the API refuses", async () => {
    const adjust = { intent: "adjust", productId, delta: 4, reason: "Restock" };
    const before = (await stock(productId))?.n ?? 0;
    await expectRefused(() => postIntent("inventory", adjust, nobody), 403);
    await expectRefused(() => postIntent("inventory", adjust, root, "https://evil.test"), 403);
    expect(
      await expectRefused(() => postIntent("inventory", { ...adjust, reason: "" }, root), 400),
    ).toMatchObject({
      fieldErrors: { reason: "Reason is required" },
    });
    await expectRefused(() => postIntent("inventory", { ...adjust, delta: -(before + 100) }, root), 409);
    await expectRefused(() => postIntent("inventory", { ...adjust, productId: 999999 }, root), 404);
    await expectRefused(() => postIntent("inventory", { intent: "explode" }, root), 400);
    await expectDone(postIntent("inventory", adjust, root), /Stock updated.*: \+4/);
    expect((await stock(productId))?.n).toBe(before + 4);
    expect(await lastAudit()).toMatchObject({
      action: "INVENTORY_ADJUST",
      target_id: productId,
      user_agent: "vitest-tabs",
    });
  });

  it("threshold: sets the low-stock threshold, audited; refuses what the API refuses", async () => {
    const threshold = { intent: "threshold", productId, lowStockThreshold: 7 };
    await expectRefused(() => postIntent("inventory", threshold, nobody), 403);
    await expectRefused(() => postIntent("inventory", threshold, root, "https://evil.test"), 403);
    await expectRefused(() => postIntent("inventory", { ...threshold, lowStockThreshold: -1 }, root), 400);
    await expectRefused(() => postIntent("inventory", { ...threshold, productId: 999999 }, root), 404);
    await expectDone(postIntent("inventory", threshold, root), /Threshold updated/);
    expect((await stock(productId))?.t).toBe(7);
    expect((await lastAudit())?.action).toBe("INVENTORY_THRESHOLD");
  });
});

const review = (id: number) =>
  env.DB.prepare("select customer_name as name, featured, verified from reviews where id = ?")
    .bind(id)
    .first<{ name: string; featured: number; verified: number }>();

describe("the Reviews tab's actions", () => {
  let productId: number;
  let reviewer: string;
  beforeAll(async () => {
    const row = await env.DB.prepare("select id from products limit 1").first<{ id: number }>();
    productId = row?.id ?? 0;
    reviewer = await staffCookie(root, "tabs-reviewer", { canManageReviews: true });
  });
  const fields = () => ({
    productId,
    customerName: "Aisyah",
    rating: 4,
    comment: "Worked at once.",
    verified: "on",
  });
  const newest = async () =>
    (await env.DB.prepare("select max(id) as id from reviews").first<{ id: number }>())?.id ?? 0;

  it("create: a review, audited; refuses what the API refuses", async () => {
    const create = { intent: "create", ...fields() };
    await expectRefused(() => postIntent("reviews", create, nobody), 403);
    await expectRefused(() => postIntent("reviews", create, reviewer, "https://evil.test"), 403);
    expect(
      await expectRefused(() => postIntent("reviews", { intent: "create" }, reviewer), 400),
    ).toMatchObject({
      fieldErrors: { productId: "Product is required", customerName: "Customer name is required" },
    });
    await expectRefused(() => postIntent("reviews", { ...create, productId: 999999 }, reviewer), 400);
    await expectDone(postIntent("reviews", create, reviewer), /Review created successfully/);
    const id = await newest();
    // The ticked "verified" is ignored: only a buyer's delivered order verifies.
    expect(await review(id)).toEqual({ name: "Aisyah", featured: 0, verified: 0 });
    expect(await lastAudit()).toMatchObject({ action: "REVIEW_CREATE", target_id: id });
  });

  it("update: an edit, and featuring as an edit, audited; refuses what the API refuses", async () => {
    const id = await newest();
    const update = { intent: "update", id, ...fields(), customerName: "Aisyah R." };
    await expectRefused(() => postIntent("reviews", update, nobody), 403);
    await expectRefused(() => postIntent("reviews", update, reviewer, "https://evil.test"), 403);
    await expectRefused(() => postIntent("reviews", { ...update, rating: 9 }, reviewer), 400);
    await expectRefused(() => postIntent("reviews", { ...update, id: 999999 }, reviewer), 404);
    await expectDone(postIntent("reviews", update, reviewer), /Review updated successfully/);
    expect(await review(id)).toMatchObject({ name: "Aisyah R.", featured: 0 });
    expect((await lastAudit())?.action).toBe("REVIEW_UPDATE");
    await expectDone(postIntent("reviews", { ...update, featured: "true" }, reviewer), /Review updated/);
    expect(await review(id)).toMatchObject({ featured: 1 });
    expect((await lastAudit())?.action).toBe("REVIEW_FEATURE");
  });

  it("delete: removes the review, audited; refuses what the API refuses", async () => {
    const id = await newest();
    await expectRefused(() => postIntent("reviews", { intent: "delete", id }, nobody), 403);
    await expectRefused(
      () => postIntent("reviews", { intent: "delete", id }, reviewer, "https://evil.test"),
      403,
    );
    await expectRefused(() => postIntent("reviews", { intent: "delete", id: "x" }, reviewer), 400);
    await expectRefused(() => postIntent("reviews", { intent: "delete", id: 999999 }, reviewer), 404);
    await expectDone(
      postIntent("reviews", { intent: "delete", id }, reviewer),
      /Review deleted successfully/,
    );
    expect(await review(id)).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "REVIEW_DELETE", target_id: id });
  });
});

const product = (id: number) =>
  env.DB.prepare(
    "select name, price_sen as price, active, supplier_package as pkg from products where id = ?",
  )
    .bind(id)
    .first<{ name: string; price: number; active: number; pkg: string | null }>();

describe("the Products tab's actions", () => {
  let manager: string;
  beforeAll(async () => {
    manager = await staffCookie(root, "tabs-products", { canManageProducts: true });
  });
  const fields = {
    name: "Atlantis Tabs",
    region: "Europe",
    duration: "12 Days",
    data: "6 GB",
    price: "33.50",
    coverage: "Atlantis",
    type: "eSIM",
    image: "/static/plans/europe.svg",
    purchaseUrl: "https://buy.example.com/atlantis",
    supplierPackage: "atlantis-12d",
    active: "on",
  };
  const newest = async () =>
    (await env.DB.prepare("select max(id) as id from products").first<{ id: number }>())?.id ?? 0;

  it("create: a plan, audited; refuses what the API refuses", async () => {
    const create = { intent: "create", ...fields };
    await expectRefused(() => postIntent("products", create, nobody), 403);
    await expectRefused(() => postIntent("products", create, manager, "https://evil.test"), 403);
    expect(
      await expectRefused(() => postIntent("products", { intent: "create" }, manager), 400),
    ).toMatchObject({
      fieldErrors: { name: "Name is required", price: "Price is required", image: "Must be a valid URL" },
    });
    await expectDone(postIntent("products", create, manager), /Product created successfully/);
    const id = await newest();
    expect(await product(id)).toEqual({ name: "Atlantis Tabs", price: 3350, active: 1, pkg: "atlantis-12d" });
    expect(await lastAudit()).toMatchObject({ action: "PRODUCT_CREATE", target_id: id });
  });

  it("update: an edit (an unticked box and a cleared field count), audited; refuses what the API refuses", async () => {
    const id = await newest();
    const update = { intent: "update", id, ...fields, price: "29.90" };
    await expectRefused(() => postIntent("products", update, nobody), 403);
    await expectRefused(() => postIntent("products", update, manager, "https://evil.test"), 403);
    await expectRefused(() => postIntent("products", { ...update, price: "cheap" }, manager), 400);
    await expectRefused(() => postIntent("products", { ...update, id: 999999 }, manager), 404);
    const { active: _, supplierPackage: __, ...unticked } = update;
    await expectDone(postIntent("products", unticked, manager), /Product updated successfully/);
    expect(await product(id)).toMatchObject({ price: 2990, active: 0, pkg: null });
    expect(await lastAudit()).toMatchObject({ action: "PRODUCT_UPDATE", target_id: id });
  });

  it("delete: removes the plan, audited; refuses what the API refuses", async () => {
    const id = await newest();
    await expectRefused(() => postIntent("products", { intent: "delete", id }, nobody), 403);
    await expectRefused(
      () => postIntent("products", { intent: "delete", id }, manager, "https://evil.test"),
      403,
    );
    await expectRefused(() => postIntent("products", { intent: "delete", id: 0 }, manager), 400);
    await expectRefused(() => postIntent("products", { intent: "delete", id: 999999 }, manager), 404);
    await expectDone(
      postIntent("products", { intent: "delete", id }, manager),
      /Product deleted successfully/,
    );
    expect(await product(id)).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "PRODUCT_DELETE", target_id: id });
  });
});

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

const upload = (file: File | null) => {
  const form = new FormData();
  form.set("intent", "upload");
  if (file) form.set("file", file);
  return form;
};

const image = (id: number) =>
  env.DB.prepare("select key, url, alt from site_images where id = ?")
    .bind(id)
    .first<{ key: string; url: string; alt: string }>();

describe("the Images tab's actions", () => {
  let manager: string;
  beforeAll(async () => {
    manager = await staffCookie(root, "tabs-images", { canManageImages: true });
  });
  const fields = { key: "tabs-promo", url: "/images/site/promo.png", alt: "Promotion banner" };
  const newest = async () =>
    (await env.DB.prepare("select max(id) as id from site_images").first<{ id: number }>())?.id ?? 0;

  it("upload: stores the file and answers its URL, audited; refuses a wrong type, no file, 403, cross-origin", async () => {
    const png = () => new File([PNG], "promo.png", { type: "image/png" });
    await expectRefused(() => postIntent("images", upload(png()), nobody), 403);
    await expectRefused(() => postIntent("images", upload(png()), manager, "https://evil.test"), 403);
    expect(await expectRefused(() => postIntent("images", upload(null), manager), 400)).toMatchObject({
      fieldErrors: { file: "Choose an image file to upload" },
    });
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await expectRefused(() => postIntent("images", upload(text), manager), 415)).toMatchObject({
      fieldErrors: { file: "Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded" },
    });
    const done = await postIntent("images", upload(png()), manager);
    expect(done.status).toBe(200);
    expect(done.answer).toMatchObject({ ok: true, url: expect.stringMatching(/^\/images\/site\/.+\.png$/) });
    expect((await lastAudit())?.action).toBe("IMAGE_UPLOAD");
  });

  it("create: an image, audited; refuses what the API refuses", async () => {
    const create = { intent: "create", ...fields };
    await expectRefused(() => postIntent("images", create, nobody), 403);
    await expectRefused(() => postIntent("images", create, manager, "https://evil.test"), 403);
    expect(
      await expectRefused(() => postIntent("images", { ...create, alt: "" }, manager), 400),
    ).toMatchObject({
      fieldErrors: { alt: "Alt text is required" },
    });
    await expectDone(postIntent("images", create, manager), /Image created successfully/);
    const id = await newest();
    expect(await image(id)).toEqual(fields);
    expect(await lastAudit()).toMatchObject({ action: "IMAGE_CREATE", target_id: id });
  });

  it("update: an edit, audited; refuses what the API refuses", async () => {
    const id = await newest();
    const update = { intent: "update", id, ...fields, alt: "Sale banner" };
    await expectRefused(() => postIntent("images", update, nobody), 403);
    await expectRefused(() => postIntent("images", update, manager, "https://evil.test"), 403);
    await expectRefused(() => postIntent("images", { ...update, key: "Not A Key" }, manager), 400);
    await expectRefused(() => postIntent("images", { ...update, id: 999999 }, manager), 404);
    await expectDone(postIntent("images", update, manager), /Image updated successfully/);
    expect((await image(id))?.alt).toBe("Sale banner");
    expect(await lastAudit()).toMatchObject({ action: "IMAGE_UPDATE", target_id: id });
  });

  it("delete: removes the image, audited; refuses what the API refuses", async () => {
    const id = await newest();
    await expectRefused(() => postIntent("images", { intent: "delete", id }, nobody), 403);
    await expectRefused(
      () => postIntent("images", { intent: "delete", id }, manager, "https://evil.test"),
      403,
    );
    await expectRefused(() => postIntent("images", { intent: "delete" }, manager), 400);
    await expectRefused(() => postIntent("images", { intent: "delete", id: 999999 }, manager), 404);
    await expectDone(postIntent("images", { intent: "delete", id }, manager), /Image deleted successfully/);
    expect(await image(id)).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "IMAGE_DELETE", target_id: id });
  });
});

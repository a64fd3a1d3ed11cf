// Staff manage reviews through /api/admin.
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, expectError, json, rootSession, unaudited } from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
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
    // Staff-entered: published at once, labelled as staff's, never a verified purchase.
    expect(created).toMatchObject({
      verified: false,
      source: "staff",
      status: "published",
      featured: false,
      rating: 4,
      customerAvatar: null,
    });
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

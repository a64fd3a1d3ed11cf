// Reviews by real buyers: only a delivered order of a plan lets its buyer review it, once; staff
// publish, hide (with a reason) and reply; the plan page counts and averages published reviews only.
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, expectError, json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { call, ORIGIN, productId, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { queryRoutes } from "./route-harness";

const JAPAN = "japan-5gb-7-days";
let japan = 0;
let root: ReturnType<typeof as>;

beforeAll(async () => {
  await seedDatabase();
  japan = await productId(JAPAN);
  root = as(await rootSession());
});

/** The demo customer: delivered Japan and Korea, refunded Europe, cancelled US, paid Thailand. */
async function demo(): Promise<Browser> {
  const browser = new Browser();
  const login = await browser.post("/api/auth/login", {
    emailOrUsername: TEST_CUSTOMER.username,
    password: TEST_CUSTOMER.password,
  });
  expect(login.status).toBe(200);
  return browser;
}

let accounts = 0;
/** A new customer who has bought nothing. */
async function stranger(): Promise<Browser> {
  const browser = new Browser();
  const n = ++accounts;
  const response = await browser.post("/api/auth/register", {
    username: `stranger${n}`,
    email: `stranger${n}@shop.test`,
    password: "Stranger-pass-1",
    confirmPassword: "Stranger-pass-1",
    firstName: "Sam",
    lastName: "Stranger",
  });
  expect(response.status).toBe(201);
  return browser;
}

/** The plan page's loader data, as an anonymous visitor reads it. */
async function planPage(slug: string) {
  const { page } = await queryRoutes(appHandler, new Request(`${ORIGIN}/plans/${slug}`));
  return page?.loaderData["routes/plan"].reviews as {
    count: number;
    average: number | null;
    reviews: { id: number; verified: boolean; source: string; reply: string | null; comment: string }[];
  };
}

const good = { rating: 4, comment: "Had 5G from the moment we landed in Osaka.", tripMonth: "2026-06" };

/** A page request as this browser, through the route modules: status, loader and action data. */
async function route(browser: Browser, path: string, file: string, form?: Record<string, string>) {
  const headers = new Headers({ Origin: ORIGIN });
  headers.set("Cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const init = form ? { method: "POST", body: new URLSearchParams(form) } : {};
  const { response, page } = await queryRoutes(
    appHandler,
    new Request(`${ORIGIN}${path}`, { ...init, headers }),
    { actionOnly: Boolean(form) },
  );
  return {
    status: page?.statusCode ?? response.status,
    loader: (page?.loaderData[`routes/${file}`] ?? {}) as Record<string, unknown>,
    action: (page?.actionData?.[`routes/${file}`] ?? {}) as Record<string, unknown>,
  };
}

describe("the order page and the plan page", () => {
  it("offer the form to the buyer of a delivered order and tell anyone else why not", async () => {
    const browser = await demo();
    const orders = (await (await browser.get("/api/user/orders")).json()) as { id: number; status: string }[];
    const delivered = orders.find((o) => o.status === "delivered")?.id;
    const refunded = orders.find((o) => o.status === "refunded")?.id;
    const page = await route(browser, `/my-orders/${delivered}`, "my-orders.detail");
    expect((page.loader.reviewPlans as { standing: { kind: string } }[]).map((p) => p.standing.kind)).toEqual(
      ["can-review", "can-review"],
    );
    // A refunded order offers nothing to review.
    expect((await route(browser, `/my-orders/${refunded}`, "my-orders.detail")).loader.reviewPlans).toEqual(
      [],
    );

    const korea = String(await productId("south-korea-3gb-5-days"));
    const posted = await route(browser, `/my-orders/${delivered}`, "my-orders.detail", {
      intent: "review",
      productId: korea,
      rating: "5",
      comment: "Seoul was easy.",
      tripMonth: "",
    });
    expect(posted.action).toMatchObject({ ok: true, intent: `review:${korea}` });

    const plan = await route(browser, "/plans/south-korea-3gb-5-days", "plan");
    expect(plan.loader.standing).toMatchObject({ kind: "reviewed", status: "pending" });
    const again = await route(browser, "/plans/south-korea-3gb-5-days", "plan", {
      intent: "review",
      productId: korea,
      rating: "4",
      comment: "Again",
    });
    expect(again).toMatchObject({ status: 409, action: { error: "You have already reviewed this plan" } });

    const outsider = await stranger();
    expect((await route(outsider, `/plans/${JAPAN}`, "plan")).loader.standing).toEqual({
      kind: "not-bought",
    });
    const refused = await route(outsider, `/plans/${JAPAN}`, "plan", {
      intent: "review",
      productId: String(japan),
      rating: "5",
      comment: "Never went",
    });
    expect(refused).toMatchObject({
      status: 403,
      action: { error: "Only customers who bought this plan can review it" },
    });
    // Signed out, the plan page offers the sign-in link (its standing is null).
    expect((await route(new Browser(), `/plans/${JAPAN}`, "plan")).loader.standing).toBeNull();
  });
});

describe("POST /api/reviews", () => {
  it("needs a session, the shop's origin and valid fields", async () => {
    expect((await new Browser().post("/api/reviews", { ...good, productId: japan })).status).toBe(401);
    const browser = await demo();
    const foreign = await browser.post(
      "/api/reviews",
      { ...good, productId: japan },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    await expectError(
      await browser.post("/api/reviews", { ...good, productId: japan, rating: 6 }),
      400,
      "Rating must be between 1 and 5",
    );
    await expectError(
      await browser.post("/api/reviews", { ...good, productId: japan, comment: "  " }),
      400,
      "Comment is required",
    );
    await expectError(
      await browser.post("/api/reviews", { ...good, productId: japan, tripMonth: "June" }),
      400,
      "Choose the month of your trip",
    );
  });

  it("refuses a customer who never bought the plan, and one whose order is not delivered", async () => {
    await expectError(
      await (await stranger()).post("/api/reviews", { ...good, productId: japan }),
      403,
      "Only customers who bought this plan can review it",
    );
    const browser = await demo();
    for (const slug of ["europe-10gb-15-days", "united-states-10gb-10-days", "thailand-10gb-8-days"]) {
      await expectError(
        await browser.post("/api/reviews", { ...good, productId: await productId(slug) }),
        403,
        "You can review this plan once your order of it has been delivered",
      );
    }
  });

  it("takes the buyer's review once, verified and pending until staff publish it", async () => {
    const browser = await demo();
    const before = await planPage(JAPAN);
    const res = await browser.post("/api/reviews", {
      ...good,
      productId: japan,
      comment: "<script>alert(1)</script> Fast in Tokyo.",
    });
    expect(res.status).toBe(201);
    const { review } = await json(res);
    expect(review).toMatchObject({ status: "pending" });
    await expectError(
      await browser.post("/api/reviews", { ...good, productId: japan }),
      409,
      "You have already reviewed this plan",
    );
    // Nothing public changes until staff publish it.
    expect(await planPage(JAPAN)).toEqual(before);

    const listed = (await json(await root.get("/api/admin/reviews?q=Fast in Tokyo"))).items[0];
    expect(listed).toMatchObject({ id: review.id, source: "buyer", status: "pending", verified: true });
    await audited("REVIEW_PUBLISH", () => root.post(`/api/admin/reviews/${review.id}/publish`, {}));
    const shown = await planPage(JAPAN);
    expect(shown.count).toBe(1);
    expect(shown.average).toBe(4);
    expect(shown.reviews[0]).toMatchObject({ id: review.id, verified: true, source: "buyer" });
    // Stored as written; React writes it out as text, never as markup.
    expect(shown.reviews[0]?.comment).toBe("<script>alert(1)</script> Fast in Tokyo.");
  });

  it("limits how often one customer may post", async () => {
    const browser = await stranger();
    for (let i = 0; i < 10; i++) {
      expect((await browser.post("/api/reviews", { ...good, productId: japan })).status).toBe(403);
    }
    expect((await browser.post("/api/reviews", { ...good, productId: japan })).status).toBe(429);
  });
});

describe("moderation", () => {
  it("hides with a reason, publishes again, replies, and the average follows published reviews", async () => {
    const korea = await productId("south-korea-3gb-5-days");
    // Written from the order page in the test above.
    const id = (await json(await root.get("/api/admin/reviews?q=Seoul was easy"))).items[0].id as number;
    const staff = await json(
      await root.post("/api/admin/reviews", {
        productId: korea,
        customerName: "Walk-in customer",
        rating: 2,
        comment: "Told us at the counter.",
        verified: true,
      }),
    );
    // Staff cannot make their own entry a verified purchase.
    expect(staff.review).toMatchObject({ verified: false, source: "staff", status: "published" });
    expect(await planPage("south-korea-3gb-5-days")).toMatchObject({ count: 1, average: 2 });

    await root.post(`/api/admin/reviews/${id}/publish`, {});
    expect(await planPage("south-korea-3gb-5-days")).toMatchObject({ count: 2, average: 3.5 });

    await expectError(
      await root.post(`/api/admin/reviews/${id}/hide`, { reason: " " }),
      400,
      "A reason is required to hide a review",
    );
    const hidden = await audited("REVIEW_HIDE", () =>
      root.post(`/api/admin/reviews/${id}/hide`, { reason: "Mentions a staff member by name" }),
    );
    expect((await json(hidden)).review).toMatchObject({
      status: "hidden",
      hiddenReason: "Mentions a staff member by name",
    });
    const afterHide = await planPage("south-korea-3gb-5-days");
    expect(afterHide).toMatchObject({ count: 1, average: 2 });
    expect(afterHide.reviews.map((r) => r.id)).toEqual([staff.review.id]);

    await root.post(`/api/admin/reviews/${id}/publish`, {});
    await audited("REVIEW_REPLY", () =>
      root.post(`/api/admin/reviews/${id}/reply`, { reply: "Thank you, enjoy Seoul!" }),
    );
    const replied = await planPage("south-korea-3gb-5-days");
    expect(replied.reviews.find((r) => r.id === id)).toMatchObject({ reply: "Thank you, enjoy Seoul!" });
  });

  it("never lets staff change a buyer's words or make a review verified, but lets them feature it", async () => {
    const [review] = (await json(await root.get("/api/admin/reviews?q=Seoul was easy"))).items;
    const fields = {
      productId: review.productId,
      customerName: review.customerName,
      rating: review.rating,
      comment: review.comment,
      location: review.location ?? "",
      customerAvatar: review.customerAvatar ?? "",
    };
    await expectError(
      await root.put(`/api/admin/reviews/${review.id}`, { ...fields, rating: 1 }),
      409,
      "A buyer's review cannot be edited; publish, hide or reply to it instead",
    );
    const featured = await root.put(`/api/admin/reviews/${review.id}`, { ...fields, featured: true });
    expect((await json(featured)).review).toMatchObject({ featured: true, verified: true });

    const [staff] = (await json(await root.get("/api/admin/reviews?q=Walk-in customer"))).items;
    const edited = await root.put(`/api/admin/reviews/${staff.id}`, {
      productId: staff.productId,
      customerName: staff.customerName,
      rating: 3,
      comment: staff.comment,
      verified: true,
    });
    expect((await json(edited)).review).toMatchObject({ rating: 3, verified: false, source: "staff" });
  });

  it("needs the reviews permission for every moderation step", async () => {
    for (const step of ["publish", "hide", "reply"]) {
      expect((await call(`/api/admin/reviews/1/${step}`, { method: "POST" })).status).toBe(401);
    }
  });
});

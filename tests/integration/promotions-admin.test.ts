// Promotion codes as staff run them through /api/admin/promotions (decision 0048).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import {
  as,
  audited,
  expectError,
  json,
  lastAudit,
  rootSession,
  staffCookie,
  unaudited,
} from "./admin-helpers";
import { seedDatabase } from "./helpers";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
});

const TEN_OFF = {
  code: "welcome10",
  kind: "percent",
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  maxRedemptions: 100,
  perCustomer: 1,
  active: true,
};

describe("promotion codes through the admin API", () => {
  it("creates, lists, edits and switches off a code, each change audited", async () => {
    const created = await audited("PROMOTION_CREATE", () => as(root).post("/api/admin/promotions", TEN_OFF));
    expect(created.status).toBe(201);
    const { promotion } = await json(created);
    expect(promotion).toMatchObject({ ...TEN_OFF, code: "WELCOME10", redemptions: 0 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ target_type: "promotion", target_id: promotion.id });
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ code: "WELCOME10" });

    const list = await json(await as(root).get("/api/admin/promotions"));
    expect(list.items.map((p: { code: string }) => p.code)).toContain("WELCOME10");

    const edited = await audited("PROMOTION_UPDATE", () =>
      as(root).put(`/api/admin/promotions/${promotion.id}`, {
        value: 15,
        endsAt: "2099-01-01T00:00:00+08:00",
      }),
    );
    expect(edited.status).toBe(200);
    expect((await json(edited)).promotion).toMatchObject({
      value: 15,
      perCustomer: 1,
      endsAt: "2098-12-31T16:00:00.000Z",
    });
    const off = await audited("PROMOTION_DEACTIVATE", () =>
      as(root).put(`/api/admin/promotions/${promotion.id}`, { active: false }),
    );
    expect((await json(off)).promotion).toMatchObject({ active: false, value: 15 });
  });

  it("keeps codes unique whatever their case", async () => {
    const first = await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "Unique-1" });
    expect(first.status).toBe(201);
    await unaudited(async () => {
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "UNIQUE-1" }),
        409,
        "The code UNIQUE-1 already exists",
      );
    });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    await unaudited(async () => {
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "PCT", value: 101 }),
        400,
        "A percentage must be between 1 and 100",
      );
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "ZERO", value: 0 }),
        400,
        "Value must be at least 1",
      );
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "KIND", kind: "free" }),
        400,
        'Kind must be "percent" or "amount"',
      );
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "a b" }),
        400,
        "Code must be 3 to 32 letters, digits, dashes or underscores",
      );
      await expectError(
        await as(root).post("/api/admin/promotions", {
          ...TEN_OFF,
          code: "DATES",
          startsAt: "2026-12-01T00:00:00Z",
          endsAt: "2026-11-01T00:00:00Z",
        }),
        400,
        "End must be after the start",
      );
      await expectError(
        await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "LIMIT", maxRedemptions: 0 }),
        400,
        "Maximum redemptions must be a whole number of at least 1",
      );
    });
    const made = await json(await as(root).post("/api/admin/promotions", { ...TEN_OFF, code: "EDITME" }));
    await unaudited(async () => {
      await expectError(
        await as(root).put(`/api/admin/promotions/${made.promotion.id}`, { value: 250 }),
        400,
        "A percentage must be between 1 and 100",
      );
      expect((await as(root).put("/api/admin/promotions/999999", { value: 5 })).status).toBe(404);
    });
    const row = await env.DB.prepare("select value from promotions where id = ?")
      .bind(made.promotion.id)
      .first<{ value: number }>();
    expect(row?.value).toBe(10);
  });

  it("needs canManagePromotions: other staff get 403", async () => {
    const clerk = await staffCookie(root, "promo.clerk", { canViewOrders: true, canManageProducts: true });
    await unaudited(async () => {
      expect((await as(clerk).get("/api/admin/promotions")).status).toBe(403);
      expect((await as(clerk).post("/api/admin/promotions", { ...TEN_OFF, code: "NOPE" })).status).toBe(403);
      expect((await as(clerk).put("/api/admin/promotions/1", { active: false })).status).toBe(403);
    });
    const marketer = await staffCookie(root, "promo.marketer", { canManagePromotions: true });
    expect((await as(marketer).get("/api/admin/promotions")).status).toBe(200);
    const made = await as(marketer).post("/api/admin/promotions", { ...TEN_OFF, code: "MARKETER" });
    expect(made.status).toBe(201);
  });
});

describe("the Promotions tab's actions", () => {
  it("creates a code from ringgit and Malaysia time, switches it off and refuses what the API refuses", async () => {
    const form = {
      intent: "create",
      code: "tab-rm5",
      kind: "amount",
      value: "5.50",
      minSubtotal: "50",
      startsAt: "2026-12-01T09:00",
      endsAt: "",
      maxRedemptions: "20",
      perCustomer: "",
      active: "on",
    };
    const clerk = await staffCookie(root, "promo.tab.clerk", { canViewOrders: true });
    await expectRefused(() => postIntent("promotions", form, clerk), 403);
    expect(
      await expectRefused(
        () => postIntent("promotions", { ...form, kind: "percent", value: "150" }, root),
        400,
      ),
    ).toMatchObject({ fieldErrors: { value: "A percentage must be between 1 and 100" } });
    await expectDone(postIntent("promotions", form, root), "Promotion TAB-RM5 created");
    expect((await lastAudit())?.action).toBe("PROMOTION_CREATE");
    const row = await env.DB.prepare(
      "select id, value, min_subtotal_sen, starts_at, max_redemptions, per_customer, active from promotions where code = 'TAB-RM5'",
    ).first<Record<string, number | null>>();
    expect(row).toMatchObject({
      value: 550,
      min_subtotal_sen: 5000,
      starts_at: Date.parse("2026-12-01T01:00:00Z"),
      max_redemptions: 20,
      per_customer: null,
      active: 1,
    });
    await expectDone(
      postIntent("promotions", { intent: "toggle", id: Number(row?.id), active: "false" }, root),
      "switched off",
    );
    expect((await lastAudit())?.action).toBe("PROMOTION_DEACTIVATE");
  });
});

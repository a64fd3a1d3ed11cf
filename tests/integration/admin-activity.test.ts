// The Analytics recent-activity panel, audit rows that name their target, and the seeded banned customer.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, ICELAND_PLAN, json, rootSession, staffCookie } from "./admin-helpers";
import { seedDatabase, TEST_BANNED } from "./helpers";

beforeAll(seedDatabase);

describe("the Analytics recent-activity panel", () => {
  it("shows audit rows only to viewers who may read the audit log, never addresses or browsers", async () => {
    const root = await rootSession();
    // Some activity with a customer's e-mail in it, from a known address and browser.
    const created = await as(root).post("/api/admin/users", {
      username: "panel.customer",
      email: "panel.customer@example.com",
      password: "Panel-pass-1",
    });
    expect(created.status).toBe(201);
    const none = await staffCookie(root, "panel-none", {});
    const orders = await staffCookie(root, "panel-orders", { canViewOrders: true, canManageUsers: true });
    const auditor = await staffCookie(root, "panel-auditor", { canViewAuditLogs: true });

    for (const cookie of [none, orders]) {
      const res = await as(cookie).get("/api/admin/analytics");
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text).recentActivity).toBeNull();
      expect(text).not.toMatch(/203\.0\.113\.7|vitest-admin|panel\.customer|STAFF_CREATE|USER_CREATE/);
    }
    for (const cookie of [auditor, root]) {
      const res = await as(cookie).get("/api/admin/analytics");
      const text = await res.text();
      const rows = JSON.parse(text).recentActivity as Record<string, unknown>[];
      expect(rows).toHaveLength(5);
      expect(text).not.toMatch(/203\.0\.113\.7|vitest-admin/);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          [
            "action",
            "adminId",
            "adminUsername",
            "createdAt",
            "details",
            "id",
            "targetId",
            "targetName",
            "targetType",
          ].sort(),
        );
      }
      expect(rows.map((r) => r.targetName)).toContain("panel-auditor");
    }
  });
});

describe("audit rows name their target", () => {
  it("with the target's current name, or the name recorded when it is gone", async () => {
    const root = await rootSession();
    const plan = ICELAND_PLAN;
    const created = await as(root).post("/api/admin/products", plan);
    expect(created.status).toBe(201);
    const id = (await json(created)).product.id;
    expect(
      (await as(root).put(`/api/admin/products/${id}`, { ...plan, name: "Iceland Ring Road" })).status,
    ).toBe(200);
    const page = await json(await as(root).get("/api/admin/audit-logs?q=PRODUCT_"));
    const [update, create] = page.items;
    expect(update).toMatchObject({ action: "PRODUCT_UPDATE", targetId: id, targetName: "Iceland Ring Road" });
    expect(create).toMatchObject({ action: "PRODUCT_CREATE", targetName: "Iceland Ring Road" });
    expect((await as(root).del(`/api/admin/products/${id}`)).status).toBe(200);
    const after = await json(await as(root).get("/api/admin/audit-logs?q=PRODUCT_"));
    expect(after.items[0]).toMatchObject({ action: "PRODUCT_DELETE", targetName: "Iceland Ring Road" });
    const user = await json(await as(root).get("/api/admin/audit-logs?q=USER_CREATE"));
    expect(user.items[0].targetName).toBe("panel.customer");
  });
});

describe("the seeded banned customer", () => {
  it("has a row in the ban logs", async () => {
    const root = await rootSession();
    const page = await json(await as(root).get("/api/admin/ban-logs"));
    const banned = await env.DB.prepare("select id from users where username = ?")
      .bind(TEST_BANNED.username)
      .first<{ id: number }>();
    const row = page.items.find((b: { userId: number }) => b.userId === banned?.id);
    expect(row).toMatchObject({
      adminId: 1,
      reason: "Repeated chargebacks on demo orders",
      banDuration: "31680 hours",
      banExpiresAt: "2030-01-01T00:00:00.000Z",
    });
    // Seeding again adds nothing.
    await seedDatabase();
    expect((await json(await as(root).get("/api/admin/ban-logs"))).total).toBe(page.total);
  });
});

// Staff ban and unban customers: validation, expiry computed on the server, ban logs, and what
// a member with ban rights alone may do.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, expectError, json, lastAudit, rootSession, staffCookie, unaudited } from "./admin-helpers";
import { auditedByRoot, giveSession, good, userRow } from "./customer-admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;
let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("bans", () => {
  let id = 0;

  beforeAll(async () => {
    // The customer every ban below is about, created as staff create one.
    const res = await root.post("/api/admin/users", good);
    expect(res.status).toBe(201);
    id = (await json(res)).user.id;
  });

  it("validates bans: reason required, custom hours ≥ 1 (empty counts as 0)", async () => {
    await unaudited(async () => {
      await expectError(
        await root.post(`/api/admin/users/${id}/ban`, { reason: "", banDuration: "1_day" }),
        400,
        "Ban reason is required",
      );
      const message = "Custom hours must be specified for custom duration";
      await expectError(
        await root.post(`/api/admin/users/${id}/ban`, {
          reason: "spam",
          banDuration: "custom",
          customHours: "",
        }),
        400,
        message,
      );
      await expectError(
        await root.post(`/api/admin/users/${id}/ban`, {
          reason: "spam",
          banDuration: "custom",
          customHours: 0,
        }),
        400,
        message,
      );
      const unknown = await root.post(`/api/admin/users/${id}/ban`, {
        reason: "spam",
        banDuration: "2_days",
      });
      expect(unknown.status).toBe(400);
    });
  });

  it("bans for custom hours: expiry computed on the server, ban log written, sessions revoked at once", async () => {
    await giveSession(id, "tok-ban-1");
    const before = Date.now();
    const res = await auditedByRoot("USER_BAN", () =>
      root.post(`/api/admin/users/${id}/ban`, {
        reason: "Chargeback fraud",
        banDuration: "custom",
        customHours: 36,
        banExpiresAt: "2000-01-01",
      }),
    );
    expect(res.status).toBe(200);
    const { user } = await json(res);
    expect(user.banned).toBe(true);
    const expires = Date.parse(user.banExpiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(36 * 3600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(36 * 3600_000);
    const log = await env.DB.prepare("select * from ban_logs where user_id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(log).toMatchObject({
      admin_id: 1,
      reason: "Chargeback fraud",
      ban_duration: "36 hours",
      ban_expires_at: expires,
    });
    const session = await env.DB.prepare(
      "select revoked_at from user_sessions where session_token = 'tok-ban-1'",
    ).first<{ revoked_at: number | null }>();
    expect(session?.revoked_at).not.toBeNull();
    expect(Number((await userRow(id))?.sessions_valid_after)).toBeGreaterThanOrEqual(before);
    expect(await env.SESSIONS.get("session:tok-ban-1")).toBeNull();
    const details = JSON.parse((await lastAudit())?.details ?? "{}");
    expect(details).toMatchObject({
      username: "traveller",
      reason: "Chargeback fraud",
      duration: "36 hours",
    });
  });

  it("computes every preset and the permanent ban", async () => {
    const days: Record<string, number> = {
      "1_day": 1,
      "3_days": 3,
      "7_days": 7,
      "14_days": 14,
      "30_days": 30,
      "60_days": 60,
      "90_days": 90,
      "180_days": 180,
      "365_days": 365,
      "730_days": 730,
    };
    for (const [banDuration, n] of Object.entries(days)) {
      const before = Date.now();
      const { user } = await json(
        await root.post(`/api/admin/users/${id}/ban`, { reason: "r", banDuration }),
      );
      const delta = Date.parse(user.banExpiresAt) - before;
      expect(delta).toBeGreaterThanOrEqual(n * 86_400_000 - 1000);
      expect(delta).toBeLessThanOrEqual(n * 86_400_000 + 5000);
    }
    const { user } = await json(
      await root.post(`/api/admin/users/${id}/ban`, { reason: "r", banDuration: "permanent" }),
    );
    expect(user).toMatchObject({ banned: true, banExpiresAt: null });
    const logs = await env.DB.prepare("select count(*) as n from ban_logs where user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(logs?.n).toBe(12);
  });

  it("unbans", async () => {
    const res = await auditedByRoot("USER_UNBAN", () => root.post(`/api/admin/users/${id}/unban`));
    expect((await json(res)).user).toMatchObject({ banned: false, banReason: null });
    await unaudited(async () =>
      expectError(await root.post(`/api/admin/users/${id}/unban`), 409, "User is not banned"),
    );
  });

  it("treats an expired ban as no ban", async () => {
    await env.DB.prepare("update users set banned = 1, ban_expires_at = ? where id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    const page = await json(await root.get("/api/admin/users?q=traveller"));
    expect(page.items[0].banned).toBe(false);
    await env.DB.prepare("update users set banned = 0, ban_expires_at = null where id = ?").bind(id).run();
  });

  it("lists ban logs", async () => {
    const page = await json(await root.get("/api/admin/ban-logs?sort=issuedAt&dir=desc"));
    expect(page.total).toBe(12);
    expect(page.items[0]).toMatchObject({
      userId: id,
      adminId: 1,
      banExpiresAt: null,
      banDuration: "permanent",
    });
  });

  it("lets a staff member with ban rights ban but not edit users", async () => {
    const banner = as(await staffCookie(await rootSession(), "banner", { canBanUsers: true }));
    const target = (
      await json(await root.post("/api/admin/users", { ...good, username: "target", email: "t@x.test" }))
    ).user;
    expect(
      (await banner.post(`/api/admin/users/${target.id}/ban`, { reason: "abuse", banDuration: "1_day" }))
        .status,
    ).toBe(200);
    expect((await banner.put(`/api/admin/users/${target.id}/role`, { role: "vip" })).status).toBe(403);
  });
});

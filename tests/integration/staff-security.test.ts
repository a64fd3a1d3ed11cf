import { env } from "cloudflare:workers";
import { generateHOTP } from "@oslojs/otp";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { createDb } from "../../worker/db/client";
import { readPaymentSecrets } from "../../worker/env";
import { base32Decode } from "../../worker/services/staff/totp";
import { acceptSecondFactor } from "../../worker/services/staff/two-factor";
import { declaredRoutes } from "../../worker/web/operations.server";
import { staffPresence } from "../../worker/web/staff-presence.server";
import {
  as,
  auditCount,
  ICELAND_PLAN,
  json,
  lastAudit,
  loginCookie,
  nextIp,
  rootSession,
  staffCookie,
} from "./admin-helpers";
import { call, ORIGIN, postJson, seedDatabase, TEST_ADMIN, TEST_BANNED } from "./helpers";

beforeAll(seedDatabase);

const NO_STORE = "private, no-store";
const SETTINGS_KEY = readPaymentSecrets(env).settingsEncryptionKey;

describe("Cache-Control on the back office", () => {
  const routes = [...declaredRoutes(api, "/admin").keys()].map((registered) => {
    const key = registered.replace(" ", " /api");
    const [method = "", path = ""] = key.split(" ");
    return { key, method, path: path.replace(/:page/, "about").replace(/:[a-zA-Z]+/g, "999999") };
  });

  async function send(method: string, path: string, cookie?: string) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    if (method === "GET") return call(path, { headers });
    return postJson(path, {}, { method, headers });
  }

  let bare = "";
  beforeAll(async () => {
    bare = await staffCookie(await rootSession(), "bare", {});
  });

  for (const route of routes) {
    if (route.key === "GET /api/admin/chat/ws/:roomId") continue; // an upgrade, checked below
    it(`${route.key} answers private, no-store to a guest, staff without the flag and the super admin`, async () => {
      // Logout is tried with a session of its own, so the shared ones stay signed in.
      const root = route.key.endsWith("/logout") ? await loginCookie() : await rootSession();
      const others = route.key.endsWith("/logout") ? [] : [bare];
      for (const cookie of [undefined, ...others, root]) {
        const res = await send(route.method, route.path, cookie);
        await res.arrayBuffer();
        expect(res.headers.get("Cache-Control"), `${route.key} ${res.status}`).toBe(NO_STORE);
      }
    });
  }

  it("covers the chat socket route's refusals, unknown admin paths and cross-origin refusals", async () => {
    const ws = await call("/api/admin/chat/ws/1");
    expect(ws.status).toBe(401);
    expect(ws.headers.get("Cache-Control")).toBe(NO_STORE);
    const unknown = await call("/api/admin/not-a-route");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Cache-Control")).toBe(NO_STORE);
    const crossSite = await postJson("/api/admin/login", {}, { headers: { Origin: "https://evil.test" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("covers every admin page and its data requests, signed in or not, and leaves the shop alone", async () => {
    const root = await rootSession();
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/users",
      "/admin/audit?page=2",
      "/admin/login",
      "/admin.data",
      "/admin/users.data",
      "/content-manager",
      "/content-manager.data",
    ]) {
      for (const headers of [{}, { Cookie: root }] as Record<string, string>[]) {
        const res = await call(path, { headers });
        expect(res.headers.get("Cache-Control"), path).toBe(NO_STORE);
      }
    }
    for (const path of ["/", "/shop", "/administrators-guide", "/api/products"]) {
      expect((await call(path)).headers.get("Cache-Control"), path).not.toBe(NO_STORE);
    }
  });
});

describe("the storefront header's staff check", () => {
  const db = () => createDb(env.DB);
  const request = (cookie?: string) =>
    new Request(`${ORIGIN}/`, cookie ? { headers: { Cookie: cookie } } : {});

  it("names a signed-in staff member and nobody else", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "header-staff", {});
    expect(await staffPresence(db(), request(staff))).toEqual({ username: "header-staff" });
    expect(await staffPresence(db(), request())).toBeNull();
    expect(await staffPresence(db(), request("__Host-session=customer-token"))).toBeNull();
    expect(await staffPresence(db(), request("__Host-admin_session=forged-token"))).toBeNull();
  });

  it("stops naming them once the session is revoked", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "header-leaver", {});
    expect(await staffPresence(db(), request(staff))).not.toBeNull();
    expect((await as(staff).post("/api/admin/logout")).status).toBe(200);
    expect(await staffPresence(db(), request(staff))).toBeNull();
  });
});

async function login(username: string, password: string, code?: string) {
  return postJson(
    "/api/admin/login",
    { username, password, ...(code === undefined ? {} : { code }) },
    { headers: { "CF-Connecting-IP": nextIp() } },
  );
}

const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

/** The authenticator's code for a time step relative to now (0 = the current 30 seconds). */
function totp(secret: string, offset = 0) {
  return generateHOTP(base32Decode(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
}

describe("changing one's own password", () => {
  it("needs the current password, ends the other sessions in the same batch and audits without the value", async () => {
    const root = await rootSession();
    const here = await staffCookie(root, "pw-self", {});
    const elsewhere = await loginCookie("pw-self", "Staff-pass-1");
    const before = await auditCount();

    const wrong = await as(here).post("/api/admin/account/password", {
      currentPassword: "not-it",
      newPassword: "New-pass-12",
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({
      error: "Current password is incorrect",
      field: "currentPassword",
    });
    expect(await auditCount()).toBe(before);
    expect((await as(elsewhere).get("/api/admin/me")).status).toBe(200);

    const short = await as(here).post("/api/admin/account/password", {
      currentPassword: "Staff-pass-1",
      newPassword: "short",
    });
    expect(short.status).toBe(400);

    const ok = await as(here).post("/api/admin/account/password", {
      currentPassword: "Staff-pass-1",
      newPassword: "New-pass-12",
    });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ endedSessions: 1 });
    expect((await as(here).get("/api/admin/me")).status).toBe(200);
    expect((await as(elsewhere).get("/api/admin/me")).status).toBe(401);
    expect(await auditCount()).toBe(before + 1);
    const audit = await lastAudit();
    expect(audit?.action).toBe("STAFF_PASSWORD_CHANGE");
    expect(audit?.details).not.toMatch(/New-pass-12|Staff-pass-1/);
    expect((await login("pw-self", "Staff-pass-1")).status).toBe(401);
    expect((await login("pw-self", "New-pass-12")).status).toBe(200);
  });

  it("refuses a guest and a revoked session", async () => {
    const body = { currentPassword: "Staff-pass-1", newPassword: "New-pass-12" };
    expect((await postJson("/api/admin/account/password", body)).status).toBe(401);
    const cookie = await staffCookie(await rootSession(), "pw-revoked", {});
    await as(cookie).post("/api/admin/logout");
    expect((await as(cookie).post("/api/admin/account/password", body)).status).toBe(401);
    expect((await login("pw-revoked", "Staff-pass-1")).status).toBe(200);
  });
});

describe("a super admin resetting a staff password", () => {
  it("sets it, ends all of that member's sessions and audits without the value", async () => {
    const root = await rootSession();
    const target = await staffCookie(root, "pw-reset", {});
    const id = (await json(await as(target).get("/api/admin/me"))).admin.id as number;
    const other = await staffCookie(root, "pw-other", { canManageUsers: true });

    expect(
      (await as(other).post(`/api/admin/staff/${id}/password`, { newPassword: "Reset-pass-1" })).status,
    ).toBe(403);
    expect((await as(root).post("/api/admin/staff/1/password", { newPassword: "Reset-pass-1" })).status).toBe(
      409,
    );
    expect(
      (await as(root).post("/api/admin/staff/99999/password", { newPassword: "Reset-pass-1" })).status,
    ).toBe(404);
    const before = await auditCount();
    const res = await as(root).post(`/api/admin/staff/${id}/password`, { newPassword: "Reset-pass-1" });
    expect(res.status).toBe(200);
    expect((await as(target).get("/api/admin/me")).status).toBe(401);
    expect(await auditCount()).toBe(before + 1);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "STAFF_PASSWORD_RESET", target_id: id, admin_id: 1 });
    expect(audit?.details).not.toMatch(/Reset-pass-1/);
    expect((await login("pw-reset", "Staff-pass-1")).status).toBe(401);
    expect((await login("pw-reset", "Reset-pass-1")).status).toBe(200);
  });
});

describe("two-factor sign-in", () => {
  let secret = "";
  let recovery: string[] = [];

  it("enrols with a QR code and a first code, and issues ten recovery codes once", async () => {
    const cookie = await staffCookie(await rootSession(), "otp-user", {});
    const setup = await as(cookie).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" });
    expect(setup.status).toBe(200);
    const body = await json(setup);
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/JalanSIM:otp-user\?/);
    expect(body.uri).toContain(`secret=${secret}`);
    expect(body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect((await json(await as(cookie).get("/api/admin/account"))).twoFactorEnabled).toBe(false);

    const wrong = await as(cookie).post("/api/admin/account/two-factor/confirm", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).field).toBe("code");

    const before = await auditCount();
    const ok = await as(cookie).post("/api/admin/account/two-factor/confirm", { code: totp(secret) });
    expect(ok.status).toBe(200);
    recovery = (await json(ok)).recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(recovery[0]).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(await auditCount()).toBe(before + 1);
    expect((await lastAudit())?.action).toBe("STAFF_2FA_ENABLE");
    const stored = await env.DB.prepare("select code_hash from admin_recovery_codes").all<{
      code_hash: string;
    }>();
    expect(stored.results.map((r) => r.code_hash)).not.toContain(recovery[0]);
    expect(await json(await as(cookie).get("/api/admin/account"))).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
    expect(
      (await as(cookie).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" })).status,
    ).toBe(409);
  });

  it("asks for the code after the password and opens no session without it", async () => {
    const noCode = await login("otp-user", "Staff-pass-1");
    expect(noCode.status).toBe(401);
    expect(await json(noCode)).toEqual({
      error: "Enter the code from your authenticator app",
      twoFactorRequired: true,
    });
    expect(noCode.headers.get("Set-Cookie") ?? "").not.toContain("admin_session");
    const wrongCode = await login("otp-user", "Staff-pass-1", "123456");
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.headers.get("Set-Cookie") ?? "").not.toContain("admin_session");
    // A right code with a wrong password says nothing about the code.
    const wrongPassword = await login("otp-user", "nope", totp(secret, 1));
    expect(await json(wrongPassword)).toEqual({ error: "Invalid username or password" });
  });

  it("takes a code once: the same code again is refused, a later one passes", async () => {
    // Enrolment used the current step's code, so it no longer opens a session either.
    expect((await login("otp-user", "Staff-pass-1", totp(secret, 0))).status).toBe(401);
    const first = await login("otp-user", "Staff-pass-1", totp(secret, 1));
    expect(first.status).toBe(200);
    expect((await as(cookieOf(first)).get("/api/admin/me")).status).toBe(200);
    const replay = await login("otp-user", "Staff-pass-1", totp(secret, 1));
    expect(replay.status).toBe(401);
    expect(replay.headers.get("Set-Cookie") ?? "").not.toContain("admin_session");
    // A minute later the next code passes (the service takes the clock as an argument).
    const id = (
      await env.DB.prepare("select id from admin_users where username = 'otp-user'").first<{ id: number }>()
    )?.id as number;
    expect(
      await acceptSecondFactor(createDb(env.DB), id, totp(secret, 1), SETTINGS_KEY, Date.now() + 60_000),
    ).toBe(false);
    expect(
      await acceptSecondFactor(createDb(env.DB), id, totp(secret, 2), SETTINGS_KEY, Date.now() + 60_000),
    ).toBe(true);
  });

  it("takes each recovery code once, typed in any case", async () => {
    const code = recovery[3] ?? "";
    expect((await login("otp-user", "Staff-pass-1", code.toLowerCase().replace("-", " "))).status).toBe(200);
    expect((await login("otp-user", "Staff-pass-1", code)).status).toBe(401);
    const cookie = await login("otp-user", "Staff-pass-1", recovery[4]);
    expect(cookie.status).toBe(200);
    expect((await json(await as(cookieOf(cookie)).get("/api/admin/account"))).recoveryCodesLeft).toBe(8);
  });

  it("does not let one account's code open another's", async () => {
    const root = await rootSession();
    const other = await staffCookie(root, "otp-other", {});
    const setup = await json(
      await as(other).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" }),
    );
    expect(
      (await as(other).post("/api/admin/account/two-factor/confirm", { code: totp(setup.secret) })).status,
    ).toBe(200);
    expect((await login("otp-other", "Staff-pass-1", totp(secret, 0))).status).toBe(401);
    expect((await login("otp-other", "Staff-pass-1", recovery[5])).status).toBe(401);
  });

  it("turns off with the current password only", async () => {
    const res = await login("otp-user", "Staff-pass-1", recovery[6]);
    const cookie = cookieOf(res);
    const wrong = await as(cookie).post("/api/admin/account/two-factor/disable", { password: "nope" });
    expect(wrong.status).toBe(400);
    const before = await auditCount();
    expect(
      (await as(cookie).post("/api/admin/account/two-factor/disable", { password: "Staff-pass-1" })).status,
    ).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect((await lastAudit())?.action).toBe("STAFF_2FA_DISABLE");
    expect((await login("otp-user", "Staff-pass-1")).status).toBe(200);
    const left = await env.DB.prepare(
      "select count(*) as n from admin_recovery_codes where admin_id = (select id from admin_users where username = 'otp-user')",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("two-factor required for all staff", () => {
  it("is refused to a super admin without it, and sends staff without it to enrol", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "otp-late", { canViewOrders: true });
    expect((await as(staff).put("/api/admin/settings/security", { twoFactorRequired: true })).status).toBe(
      403,
    );
    expect((await as(root).put("/api/admin/settings/security", { twoFactorRequired: true })).status).toBe(
      409,
    );

    const setup = await json(
      await as(root).post("/api/admin/account/two-factor/setup", { password: TEST_ADMIN.password }),
    );
    expect(
      (await as(root).post("/api/admin/account/two-factor/confirm", { code: totp(setup.secret) })).status,
    ).toBe(200);
    const before = await auditCount();
    const on = await as(root).put("/api/admin/settings/security", { twoFactorRequired: true });
    expect(on.status).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(await json(await as(root).get("/api/admin/settings/security"))).toEqual({
      twoFactorRequired: true,
    });

    // Already signed in without two-factor: everything but enrolment is closed on the next request.
    const orders = await as(staff).get("/api/admin/orders");
    expect(orders.status).toBe(403);
    expect(await json(orders)).toEqual({
      error: "Set up two-factor authentication first",
      twoFactorEnrolment: true,
    });
    expect((await as(staff).get("/api/admin/me")).status).toBe(200);
    expect((await as(staff).get("/api/admin/account")).status).toBe(200);
    const fresh = await login("otp-late", "Staff-pass-1");
    expect(await json(fresh)).toMatchObject({ mustEnrolTwoFactor: true });

    const mine = await json(
      await as(staff).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" }),
    );
    expect(
      (await as(staff).post("/api/admin/account/two-factor/confirm", { code: totp(mine.secret) })).status,
    ).toBe(200);
    expect((await as(staff).get("/api/admin/orders")).status).toBe(200);
    expect(
      (await as(staff).post("/api/admin/account/two-factor/disable", { password: "Staff-pass-1" })).status,
    ).toBe(409);

    expect((await as(root).put("/api/admin/settings/security", { twoFactorRequired: false })).status).toBe(
      200,
    );
  });
});

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

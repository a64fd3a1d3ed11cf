// Staff two-factor sign-in, and the store-wide switch that requires it of all staff.
import { env } from "cloudflare:workers";
import { generateHOTP } from "@oslojs/otp";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { readPaymentSecrets } from "../../worker/env";
import { base32Decode } from "../../worker/services/staff/totp";
import { acceptSecondFactor } from "../../worker/services/staff/two-factor";
import { as, auditCount, json, lastAudit, nextIp, rootSession, staffCookie } from "./admin-helpers";
import { postJson, seedDatabase, TEST_ADMIN } from "./helpers";

beforeAll(seedDatabase);

const SETTINGS_KEY = readPaymentSecrets(env).settingsEncryptionKey;

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
      await acceptSecondFactor(createDb(env.DB), {
        adminId: id,
        code: totp(secret, 1),
        settingsKey: SETTINGS_KEY,
        now: Date.now() + 60_000,
      }),
    ).toBe(false);
    expect(
      await acceptSecondFactor(createDb(env.DB), {
        adminId: id,
        code: totp(secret, 2),
        settingsKey: SETTINGS_KEY,
        now: Date.now() + 60_000,
      }),
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

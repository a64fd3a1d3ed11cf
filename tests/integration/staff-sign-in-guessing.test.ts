// Staff sign-in: the second factor spends from the same shared budget for unknown browsers (a known
// browser keeps its own); sign-ins and failures are audited. Two-factor set-up and removal check
// the password with limits; secrets and recovery codes are stored sealed and hashed.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../worker/auth/tokens";
import { AUTH_RATE_LIMITS } from "../../worker/services/accounts/auth";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { postJson, seedDatabase } from "./helpers";
import { enrolledStaff, guessingAlerts, totp, wrongCode } from "./sign-in-guessing-helpers";

vi.setConfig({ testTimeout: 90_000 });
beforeAll(seedDatabase);

// Failed sign-ins all unknown browsers share per account in 15 minutes (decision 0028).
const BUDGET = 10;

const staffLogin = (
  browser: Browser,
  body: { username: string; password: string; code?: string },
  address?: string,
) => browser.post("/api/admin/login", body, address ? { headers: { "CF-Connecting-IP": address } } : {});

async function auditRows(adminId: number) {
  const rows = await env.DB.prepare(
    "select action, target_id, ip_address, user_agent, details from audit_logs where admin_id = ? order by id",
  )
    .bind(adminId)
    .all<{ action: string; target_id: number; ip_address: string; user_agent: string; details: string }>();
  return rows.results;
}

describe("staff two-factor guessing from many addresses", () => {
  it("6 addresses x 3 wrong codes stop after the budget; the member's own browser still signs in", async () => {
    const { secret, recoveryCodes, email } = await enrolledStaff("guessed-staff");
    const password = "Staff-pass-1";
    // The member signs in once on their own browser: it becomes a known device.
    const own = new Browser();
    expect(
      (await staffLogin(own, { username: "guessed-staff", password, code: totp(secret, 1) })).status,
    ).toBe(200);
    expect(own.cookies.get("__Host-staff_device")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The password has leaked; strangers guess codes from six addresses.
    const statuses: number[] = [];
    for (let address = 0; address < 6; address++) {
      const browser = new Browser();
      for (let guess = 0; guess < 3; guess++) {
        const code = wrongCode(secret, 123_456 + address * 1000 + guess * 7);
        statuses.push((await staffLogin(browser, { username: "guessed-staff", password, code })).status);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(BUDGET);
    expect(statuses.slice(BUDGET).every((s) => s === 429)).toBe(true);
    // A right code from an unknown browser waits too (the authenticator's next code is a minute
    // away, so recovery codes stand in for it).
    const lucky = await staffLogin(new Browser(), {
      username: "guessed-staff",
      password,
      code: recoveryCodes[0],
    });
    expect(lucky.status).toBe(429);
    // The member's own browser, from a new address: in.
    const mine = await staffLogin(
      own,
      { username: "guessed-staff", password, code: recoveryCodes[1] },
      "198.51.100.250",
    );
    expect(mine.status).toBe(200);
    const sent = await guessingAlerts(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("/admin/login");
  });

  it("audits each sign-in, wrong password and wrong code with the exact address, never an unknown name", async () => {
    const { secret, id } = await enrolledStaff("audited-staff");
    const address = "2001:db8:5:6:aaaa:bbbb:cccc:dddd";
    const browser = new Browser();
    const headers = { "CF-Connecting-IP": address, "User-Agent": "audit-test-browser" };
    const post = (body: object) => browser.post("/api/admin/login", body, { headers });
    const before = (await auditRows(id)).length;
    expect((await post({ username: "audited-staff", password: "not-it" })).status).toBe(401);
    expect((await post({ username: "audited-staff", password: "Staff-pass-1" })).status).toBe(401);
    const wrong = wrongCode(secret, 654_321);
    expect((await post({ username: "audited-staff", password: "Staff-pass-1", code: wrong })).status).toBe(
      401,
    );
    const code = totp(secret, 1);
    expect((await post({ username: "audited-staff", password: "Staff-pass-1", code })).status).toBe(200);
    const rows = (await auditRows(id)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(["STAFF_SIGN_IN_FAILED", "STAFF_2FA_FAILED", "STAFF_SIGN_IN"]);
    for (const row of rows) {
      expect(row).toMatchObject({ target_id: id, ip_address: address, user_agent: "audit-test-browser" });
      expect(row.details).not.toMatch(/not-it|Staff-pass-1|\d{6}/);
    }
    const count = async () =>
      (await env.DB.prepare("select count(*) as n from audit_logs").first<{ n: number }>())?.n;
    const total = await count();
    expect((await post({ username: "no-such-staff", password: "whatever" })).status).toBe(401);
    expect(await count()).toBe(total);
    // The limits still count the /64, not the exact address.
    const keys = await env.DB.prepare("select key from rate_limits where key like 'admin-login:ip:%'").all<{
      key: string;
    }>();
    expect(keys.results.map((r) => r.key)).toContain("admin-login:ip:2001:db8:5:6::/64");
  });
});

describe("two-factor set-up and removal", () => {
  it("set-up takes the current password", async () => {
    const cookie = await staffCookie(await rootSession(), "enrol-pw", {});
    expect((await as(cookie).post("/api/admin/account/two-factor/setup", {})).status).toBe(400);
    const wrong = await as(cookie).post("/api/admin/account/two-factor/setup", { password: "not-mine" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "Current password is incorrect", field: "password" });
    const ok = await as(cookie).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" });
    expect(ok.status).toBe(200);
  });

  it("removal's password guesses are limited; once used up even the right password waits", async () => {
    const { cookie } = await enrolledStaff("disable-limited");
    // From an address of its own: the per-client limit is not what this test is about.
    const headers = { Cookie: cookie, "CF-Connecting-IP": "198.51.100.77" };
    const off = (password: string) =>
      postJson("/api/admin/account/two-factor/disable", { password }, { headers });
    // Set-up checked the password once already: every check counts, as for customers.
    for (let i = 1; i < AUTH_RATE_LIMITS.passwordCheckAccount.limit; i++) {
      expect((await off(`guess-${i}`)).status).toBe(400);
    }
    const refused = await off("Staff-pass-1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(await as(cookie).get("/api/admin/account"))).twoFactorEnabled).toBe(true);
  });

  it("stores the secret sealed and the recovery codes salted and slow", async () => {
    const { id, secret, recoveryCodes } = await enrolledStaff("sealed-staff");
    const row = await env.DB.prepare("select secret from admin_totp where admin_id = ?")
      .bind(id)
      .first<{ secret: string }>();
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    const codes = await env.DB.prepare("select code_hash from admin_recovery_codes where admin_id = ?")
      .bind(id)
      .all<{ code_hash: string }>();
    expect(codes.results).toHaveLength(10);
    for (const { code_hash } of codes.results) expect(code_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    const plain = await sha256Hex((recoveryCodes[0] ?? "").replace("-", ""));
    expect(codes.results.map((r) => r.code_hash)).not.toContain(plain);
  });

  it("rows from before keep working: a plain-text secret signs in and is sealed on that use; an old SHA-256 recovery code still counts", async () => {
    const { id, secret } = await enrolledStaff("legacy-staff");
    await env.DB.prepare("update admin_totp set secret = ?, last_used_step = null where admin_id = ?")
      .bind(secret, id)
      .run();
    const legacyCode = "ABCDE-FGHJK";
    await env.DB.prepare(
      "insert into admin_recovery_codes (admin_id, code_hash, created_at) values (?, ?, ?)",
    )
      .bind(id, await sha256Hex("ABCDEFGHJK"), Date.now())
      .run();
    const login = (code: string) =>
      staffLogin(new Browser(), { username: "legacy-staff", password: "Staff-pass-1", code });
    expect((await login(totp(secret, 1))).status).toBe(200);
    const row = await env.DB.prepare("select secret from admin_totp where admin_id = ?")
      .bind(id)
      .first<{ secret: string }>();
    expect(row?.secret).toMatch(/^v1:/);
    expect((await login(legacyCode.toLowerCase())).status).toBe(200);
    expect((await login(legacyCode)).status).toBe(401);
  });
});

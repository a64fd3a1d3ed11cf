// My account's intent actions (own password, two-factor set-up and removal, the super
// admin's two-factor rule). Each intent: success with its audit row, 403 without its access, 400
// bad input, cross-origin refused. The two-factor secret and the recovery codes come back as action
// data only: never in a toast, an audit row or the log.
import { env } from "cloudflare:workers";
import { generateHOTP } from "@oslojs/otp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { base32Decode } from "../../worker/services/staff/totp";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { as, lastAudit, loginCookie, rootSession, staffCookie } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { ORIGIN, seedDatabase, TEST_ADMIN } from "./helpers";
import { queryRoutes } from "./route-harness";

let root: string;
let member: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  member = await staffCookie(root, "account-member", { canViewOrders: true });
});

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent("account", fields, cookie, origin);

/** The authenticator's code for a time step relative to now (0 = the current 30 seconds). */
const totp = (secret: string, offset = 0) =>
  generateHOTP(base32Decode(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

interface Secrets {
  setup?: { secret: string; uri: string; qrSvg: string };
  recoveryCodes?: string[];
}

// Whatever the action writes to the console is checked for secrets.
let logged: MockInstance[] = [];
beforeEach(() => {
  logged = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level));
});
afterEach(() => {
  for (const spy of logged) spy.mockRestore();
});
const consoleText = () =>
  logged.flatMap((spy) => spy.mock.calls.map((args) => JSON.stringify(args))).join("\n");

describe("My account's actions", () => {
  it("change-password: needs the current password, ends the other sessions, audited without either", async () => {
    const elsewhere = await loginCookie("account-member", "Staff-pass-1");
    const change = {
      intent: "change-password",
      currentPassword: "Staff-pass-1",
      newPassword: "Changed-pass-2",
      confirmPassword: "Changed-pass-2",
    };
    await expectRefused(() => post(change, member, "https://evil.test"), 403);
    expect(
      await expectRefused(() => post({ ...change, confirmPassword: "Other-pass-3" }, member), 400),
    ).toMatchObject({
      fieldErrors: { confirmPassword: "Passwords do not match" },
    });
    expect(
      await expectRefused(
        () => post({ ...change, newPassword: "short", confirmPassword: "short" }, member),
        400,
      ),
    ).toMatchObject({
      fieldErrors: { newPassword: "Password must be at least 8 characters" },
    });
    expect(await expectRefused(() => post({ intent: "change-password" }, member), 400)).toMatchObject({
      fieldErrors: { currentPassword: "Current password is required" },
    });
    // The service's refusal is shown under its field, without a toast (as before).
    const wrong = await post({ ...change, currentPassword: "Not-my-pass-1" }, member);
    expect(wrong.status).toBe(400);
    expect(wrong.failure).toMatchObject({
      fieldErrors: { currentPassword: "Current password is incorrect" },
    });
    expect(wrong.toast).toBe("");

    await expectDone(post(change, member), /Password changed.*other sessions have been signed out/);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "STAFF_PASSWORD_CHANGE", target_type: "admin_user" });
    expect(audit?.details).not.toContain("Changed-pass-2");
    expect(audit?.details).not.toContain("Staff-pass-1");
    // This browser stays signed in; the other one is signed out at once.
    expect((await as(member).get("/api/admin/me")).status).toBe(200);
    expect((await as(elsewhere).get("/api/admin/me")).status).toBe(401);
    expect(consoleText()).not.toContain("Changed-pass-2");
  });

  it("start-two-factor and confirm-two-factor: the secret and the recovery codes are action data only", async () => {
    await expectRefused(
      () => post({ intent: "start-two-factor", password: "Staff-pass-1" }, member, "https://evil.test"),
      403,
    );
    await expectRefused(() => post({ intent: "start-two-factor" }, member), 400);
    const wrongPassword = await post({ intent: "start-two-factor", password: "Not-my-pass-1" }, member);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.failure).toMatchObject({
      fieldErrors: { password: "Current password is incorrect" },
    });
    const started = await post({ intent: "start-two-factor", password: "Changed-pass-2" }, member);
    expect(started.status).toBe(200);
    const { setup } = started.answer as Secrets;
    expect(setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup?.qrSvg).toContain("<svg");
    expect(started.toast).toBe("");
    expect(await lastAudit()).toMatchObject({ action: "STAFF_2FA_SETUP", target_type: "admin_user" });
    expect((await lastAudit())?.details).not.toContain(setup?.secret);

    const code = totp(setup?.secret ?? "");
    await expectRefused(() => post({ intent: "confirm-two-factor", code }, member, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ intent: "confirm-two-factor" }, member), 400)).toMatchObject({
      fieldErrors: { code: "Enter the code from your authenticator app" },
    });
    const wrong = await post(
      { intent: "confirm-two-factor", code: code === "000000" ? "111111" : "000000" },
      member,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.failure).toMatchObject({
      fieldErrors: { code: "That code is not valid. Try the newest one." },
    });
    expect(wrong.toast).toBe("");

    const confirmed = await post({ intent: "confirm-two-factor", code }, member);
    expect(confirmed.status).toBe(200);
    expect(confirmed.toast).toMatch(/Two-factor sign-in is on/);
    const { recoveryCodes = [] } = confirmed.answer as Secrets;
    expect(recoveryCodes).toHaveLength(10);
    expect(await lastAudit()).toMatchObject({ action: "STAFF_2FA_ENABLE" });
    const kept = [confirmed.toast, (await lastAudit())?.details ?? "", consoleText()].join("\n");
    for (const secret of [setup?.secret ?? "", ...recoveryCodes]) expect(kept).not.toContain(secret);
    // Once on, a second set-up is refused (beside the button, not toasted).
    expect((await post({ intent: "start-two-factor", password: "Changed-pass-2" }, member)).status).toBe(409);
  });

  it("disable-two-factor: needs the current password, audited", async () => {
    const off = { intent: "disable-two-factor", password: "Changed-pass-2" };
    await expectRefused(() => post(off, member, "https://evil.test"), 403);
    await expectRefused(() => post({ intent: "disable-two-factor" }, member), 400);
    const wrong = await post({ ...off, password: "Not-my-pass-1" }, member);
    expect(wrong.status).toBe(400);
    expect(wrong.failure).toMatchObject({ fieldErrors: { password: "Current password is incorrect" } });
    await expectDone(post(off, member), /Two-factor sign-in is off/);
    expect(await lastAudit()).toMatchObject({ action: "STAFF_2FA_DISABLE" });
    expect((await post(off, member)).status).toBe(409);
  });

  it("require-two-factor: the super admin's alone, once their own two-factor is on; audited", async () => {
    const on = { intent: "require-two-factor", twoFactorRequired: "true" };
    await expectRefused(() => post(on, member), 403);
    await expectRefused(() => post(on, root, "https://evil.test"), 403);
    await expectRefused(() => post({ ...on, twoFactorRequired: "always" }, root), 400);
    // Their own two-factor first (the JSON API's rule): refused with a toast.
    const early = await post(on, root);
    expect(early.status).toBe(409);
    expect(early.toast).toMatch(/"title":"Error".*Turn on two-factor for your own account first/);

    const { setup } = (await post({ intent: "start-two-factor", password: TEST_ADMIN.password }, root))
      .answer as Secrets;
    await expectDone(post({ intent: "confirm-two-factor", code: totp(setup?.secret ?? "") }, root), /is on/);
    await expectDone(post(on, root), /Two-factor is required/);
    expect(await lastAudit()).toMatchObject({ action: "SETTINGS_UPDATE", target_type: "store_settings" });
    const row = await env.DB.prepare(
      "select value from store_settings where key = 'staff_two_factor_required'",
    ).first<{
      value: string;
    }>();
    expect(row?.value).toBe("true");

    // A member who must now enrol can still do it here (the layout's guard lets My account through).
    const started = await post({ intent: "start-two-factor", password: "Changed-pass-2" }, member);
    expect(started.status).toBe(200);
    expect((started.answer as Secrets).setup?.secret).toMatch(/^[A-Z2-7]{32}$/);

    await expectDone(post({ intent: "require-two-factor" }, root), /Two-factor is optional/);
    expect(await lastAudit()).toMatchObject({ action: "SETTINGS_UPDATE" });
  });

  it("works as a plain POST: the page renders with the set-up as its action data and no toast cookie", async () => {
    const other = await staffCookie(root, "account-nojs", {});
    const request = new Request(`${ORIGIN}/admin/account`, {
      method: "POST",
      headers: { Cookie: other, Origin: ORIGIN },
      body: new URLSearchParams({ intent: "start-two-factor", password: "Staff-pass-1" }),
    });
    const { response, page } = await queryRoutes(appHandler, request);
    expect(page?.statusCode).toBe(200);
    const answer = page?.actionData?.["routes/admin.account"] as Secrets & { ok: boolean };
    expect(answer.ok).toBe(true);
    expect(answer.setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(page?.loaderData["routes/admin.account"]).toMatchObject({ account: { twoFactorEnabled: false } });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("end-session and end-other-sessions: own sessions only, each ending audited", async () => {
    const owner = await staffCookie(root, "account-sessions", {});
    const laptop = await loginCookie("account-sessions", "Staff-pass-1");
    const phone = await loginCookie("account-sessions", "Staff-pass-1");
    const sessions = async (cookie: string) =>
      (await (await as(cookie).get("/api/admin/account/sessions")).json()) as {
        items: { id: number; current: boolean }[];
      };
    const [laptopSession] = (await sessions(laptop)).items;
    const [rootSessionRow] = (await sessions(root)).items;
    if (!laptopSession || !rootSessionRow) throw new Error("no sessions");
    await expectRefused(
      () => post({ intent: "end-session", sessionId: laptopSession.id }, owner, "https://evil.test"),
      403,
    );
    await expectRefused(() => post({ intent: "end-session", sessionId: "x" }, owner), 400);
    await expectRefused(() => post({ intent: "end-session", sessionId: rootSessionRow.id }, owner), 404);
    await expectDone(
      post({ intent: "end-session", sessionId: laptopSession.id }, owner),
      /Signed out of that device/,
    );
    expect(await lastAudit()).toMatchObject({ action: "STAFF_SESSION_END", target_type: "admin_user" });
    expect((await as(laptop).get("/api/admin/account/sessions")).status).toBe(401);
    await expectDone(post({ intent: "end-other-sessions" }, owner), /Signed out of 1 other device/);
    expect((await as(phone).get("/api/admin/account/sessions")).status).toBe(401);
    expect((await sessions(owner)).items).toHaveLength(1);
  });

  it("refuses an unknown intent", async () => {
    await expectRefused(() => post({ intent: "delete-everything" }, member), 400);
  });
});

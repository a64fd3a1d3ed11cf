// Staff passwords: changing one's own, and a super admin resetting another's.
import { beforeAll, describe, expect, it } from "vitest";
import {
  as,
  auditCount,
  json,
  lastAudit,
  loginCookie,
  nextIp,
  rootSession,
  staffCookie,
} from "./admin-helpers";
import { postJson, seedDatabase } from "./helpers";

beforeAll(seedDatabase);

async function login(username: string, password: string, code?: string) {
  return postJson(
    "/api/admin/login",
    { username, password, ...(code === undefined ? {} : { code }) },
    { headers: { "CF-Connecting-IP": nextIp() } },
  );
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

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_NAMES } from "../../app/schemas/admin/permission-names";
import { sha256Hex } from "../../worker/auth/tokens";
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
import { call, postJson, seedDatabase, TEST_ADMIN } from "./helpers";

beforeAll(seedDatabase);

describe("admin session", () => {
  it("logs in with a strict, HttpOnly staff cookie whose hash alone is stored", async () => {
    const res = await postJson(
      "/api/admin/login",
      { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { headers: { "CF-Connecting-IP": nextIp() } },
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ admin: { id: 1, username: TEST_ADMIN.username, isSuperAdmin: true } });
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-admin_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    const token = cookie.split(";")[0]?.split("=")[1] ?? "";
    const stored = await env.DB.prepare(
      "select session_token from admin_sessions order by id desc limit 1",
    ).first<{ session_token: string }>();
    expect(stored?.session_token).toBe(await sha256Hex(token));
    expect(stored?.session_token).not.toBe(token);
  });

  it("answers me, permissions and logout; the old cookie is dead afterwards", async () => {
    const cookie = await loginCookie();
    const me = await as(cookie).get("/api/admin/me");
    expect(await json(me)).toEqual({ admin: { id: 1, username: TEST_ADMIN.username, isSuperAdmin: true } });
    const perms = (await json(await as(cookie).get("/api/admin/permissions"))) as Record<string, boolean>;
    // A super admin holds every permission there is, each one named.
    expect(Object.keys(perms).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(Object.values(perms).every(Boolean)).toBe(true);
    const out = await as(cookie).post("/api/admin/logout");
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    const after = await as(cookie).get("/api/admin/me");
    expect(after.status).toBe(401);
    expect(await json(after)).toEqual({ error: "Unauthorized" });
  });

  it("validates the login form and refuses bad credentials the same way for unknown users", async () => {
    const ip = { headers: { "CF-Connecting-IP": nextIp() } };
    const empty = await postJson("/api/admin/login", { username: "", password: "x" }, ip);
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe("Username is required");
    const noPass = await postJson("/api/admin/login", { username: "root", password: "" }, ip);
    expect((await json(noPass)).error).toBe("Password is required");
    const wrong = await postJson("/api/admin/login", { username: TEST_ADMIN.username, password: "nope" }, ip);
    const unknown = await postJson("/api/admin/login", { username: "ghost", password: "nope" }, ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it("rate limits per account and client before hashing", async () => {
    const statuses: number[] = [];
    const headers = { "CF-Connecting-IP": nextIp() };
    for (let i = 0; i < 6; i++) {
      const res = await postJson("/api/admin/login", { username: "victim", password: "guess" }, { headers });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it("clears an account's failure count from a client after a correct password from it", async () => {
    const headers = { "CF-Connecting-IP": nextIp() };
    const attempt = (password: string) =>
      postJson("/api/admin/login", { username: "resetter", password }, { headers });
    const root = await rootSession();
    await as(root).post("/api/admin/staff", {
      username: "resetter",
      email: "resetter@shop.test",
      password: "Right-pass-1",
    });
    for (let i = 0; i < 4; i++) expect((await attempt("wrong")).status).toBe(401);
    expect((await attempt("Right-pass-1")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("wrong")).status).toBe(401);
    expect((await attempt("wrong")).status).toBe(429);
  });

  it("rate limits per client address", async () => {
    const headers = { "CF-Connecting-IP": "198.51.100.99" };
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await postJson("/api/admin/login", { username: `u${i}`, password: "x" }, { headers })).status;
    expect(last).toBe(429);
  });

  it("never accepts a customer cookie, a forged token or a cross-origin logout", async () => {
    expect(
      (await call("/api/admin/me", { headers: { Cookie: "__Host-session=abc; session=abc" } })).status,
    ).toBe(401);
    expect((await call("/api/admin/me", { headers: { Cookie: "__Host-admin_session=forged" } })).status).toBe(
      401,
    );
    const cookie = await rootSession();
    const cross = await call("/api/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.test" },
    });
    expect(cross.status).toBe(403);
  });

  it("ends a staff member's sessions when the super admin deactivates them, with one audit row", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "deskstaff", { canViewOrders: true });
    expect((await as(staff).get("/api/admin/orders")).status).toBe(200);
    const list = (await json(await as(root).get("/api/admin/staff"))) as {
      id: number;
      username: string;
      role: string;
      isSuperAdmin: boolean;
    }[];
    const member = list.find((s) => s.username === "deskstaff");
    expect(member).toMatchObject({ role: "controller", isSuperAdmin: false });
    const before = await auditCount();
    expect((await as(root).post(`/api/admin/staff/${member?.id}/deactivate`)).status).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect((await lastAudit())?.action).toBe("STAFF_DEACTIVATE");
    expect((await as(staff).get("/api/admin/orders")).status).toBe(401);
    const relogin = await postJson(
      "/api/admin/login",
      { username: "deskstaff", password: "Staff-pass-1" },
      { headers: { "CF-Connecting-IP": nextIp() } },
    );
    expect(relogin.status).toBe(401);
  });

  it("applies a permission change on the very next request", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "flipper", { canViewContacts: true });
    expect((await as(staff).get("/api/admin/contacts")).status).toBe(200);
    const list = (await json(await as(root).get("/api/admin/staff"))) as {
      id: number;
      username: string;
    }[];
    const id = list.find((s) => s.username === "flipper")?.id;
    const res = await as(root).put(`/api/admin/staff/${id}/permissions`, {
      permissions: { canViewPartners: true },
    });
    expect(res.status).toBe(200);
    expect((await as(staff).get("/api/admin/contacts")).status).toBe(403);
    expect((await as(staff).get("/api/admin/partnerships")).status).toBe(200);
  });
});

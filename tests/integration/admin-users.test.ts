import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../worker/auth/password";
import { as, expectError, json, lastAudit, rootSession, unaudited } from "./admin-helpers";
import { auditedByRoot, giveSession, good, userRow } from "./customer-admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;
let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("users", () => {
  let id = 0;

  it("creates a user with role bronze by default and a hashed password", async () => {
    const { role: _role, ...withoutRole } = good;
    const res = await auditedByRoot("USER_CREATE", () => root.post("/api/admin/users", withoutRole));
    expect(res.status).toBe(201);
    const { user } = await json(res);
    id = user.id;
    expect(user).toMatchObject({
      username: "traveller",
      email: "traveller@example.com",
      role: "bronze",
      name: "Tia Lim",
    });
    expect(JSON.stringify(user)).not.toMatch(/password/);
    const row = await userRow(id);
    expect(await verifyPassword("Secret-one-1", String(row?.password))).toBe(true);
    expect((await lastAudit())?.target_id).toBe(id);
  });

  it("reports each validation message and a conflict, writing no audit row", async () => {
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/users", { ...good, username: "" }),
        400,
        "Username is required",
      );
      await expectError(
        await root.post("/api/admin/users", { ...good, email: "nope" }),
        400,
        "Invalid email address",
      );
      await expectError(
        await root.post("/api/admin/users", { ...good, password: "12345" }),
        400,
        "Password must be at least 8 characters",
      );
      const badRole = await root.post("/api/admin/users", {
        ...good,
        username: "x1",
        email: "x1@x.test",
        role: "admin",
      });
      expect(badRole.status).toBe(400);
      await expectError(await root.post("/api/admin/users", good), 409, "Username or email already exists");
    });
  });

  it("lists users paginated, searchable and sortable", async () => {
    for (let i = 0; i < 3; i++) {
      await root.post("/api/admin/users", { ...good, username: `bulk${i}`, email: `bulk${i}@x.test` });
    }
    const page = await json(await root.get("/api/admin/users?pageSize=5&sort=username&dir=asc"));
    expect(page.total).toBe(4);
    expect(page.items.map((u: { username: string }) => u.username)).toEqual([
      "bulk0",
      "bulk1",
      "bulk2",
      "traveller",
    ]);
    const found = await json(await root.get("/api/admin/users?q=travel"));
    expect(found.items).toHaveLength(1);
    const second = await json(await root.get("/api/admin/users?pageSize=5&page=2"));
    expect(second.items).toHaveLength(0);
  });

  it("edits a user, keeping the password unless a new one is given", async () => {
    const res = await auditedByRoot("USER_UPDATE", () =>
      root.put(`/api/admin/users/${id}`, { ...good, firstName: "Tiara", password: "" }),
    );
    expect((await json(res)).user.firstName).toBe("Tiara");
    expect(await verifyPassword("Secret-one-1", String((await userRow(id))?.password))).toBe(true);
    await unaudited(async () => {
      await expectError(
        await root.put(`/api/admin/users/${id}`, { ...good, password: "123" }),
        400,
        "Password must be at least 8 characters",
      );
      await expectError(await root.put("/api/admin/users/99999", good), 404, "User not found");
    });
  });

  it("changes the role (eight roles only)", async () => {
    const res = await auditedByRoot("USER_ROLE_CHANGE", () =>
      root.put(`/api/admin/users/${id}/role`, { role: "gold" }),
    );
    expect((await json(res)).user.role).toBe("gold");
    await unaudited(async () => {
      await expectError(await root.put(`/api/admin/users/${id}/role`, { role: "" }), 400, "Role is required");
      expect((await root.put(`/api/admin/users/${id}/role`, { role: "superuser" })).status).toBe(400);
    });
  });

  it("changes the password (≥ 8) and revokes sessions", async () => {
    await giveSession(id, "tok-pw-1");
    await unaudited(async () => {
      await expectError(
        await root.post(`/api/admin/users/${id}/change-password`, { newPassword: "12345" }),
        400,
        "Password must be at least 8 characters",
      );
    });
    await auditedByRoot("USER_PASSWORD_CHANGE", () =>
      root.post(`/api/admin/users/${id}/change-password`, { newPassword: "brand-new" }),
    );
    expect(await verifyPassword("brand-new", String((await userRow(id))?.password))).toBe(true);
    expect(await env.SESSIONS.get("session:tok-pw-1")).toBeNull();
    const s = await env.DB.prepare(
      "select revoked_at from user_sessions where session_token = 'tok-pw-1'",
    ).first<{ revoked_at: number | null }>();
    expect(s?.revoked_at).not.toBeNull();
  });

  it("soft-deletes: counted as Deleted, sessions revoked, cannot be deleted twice", async () => {
    await giveSession(id, "tok-del-1");
    await auditedByRoot("USER_DELETE", () => root.del(`/api/admin/users/${id}`));
    const row = await userRow(id);
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.deleted_by).toBe(1);
    expect(await env.SESSIONS.get("session:tok-del-1")).toBeNull();
    const stats = await json(await root.get("/api/admin/analytics"));
    expect(stats.users.deleted).toBe(1);
    await unaudited(async () =>
      expectError(await root.del(`/api/admin/users/${id}`), 409, "User is already deleted"),
    );
  });
});

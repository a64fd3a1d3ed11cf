import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../worker/auth/password";
import { as, expectError, json, lastAudit, rootSession, staffCookie, unaudited } from "./admin-helpers";
import { auditedByRoot, giveSession, good, userRow } from "./customer-admin-helpers";
import { call, seedDatabaseWithoutDemoCustomers } from "./helpers";

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

describe("the customer page (GET /api/admin/users/:id)", () => {
  let id = 0;
  let orderId = 0;

  beforeAll(async () => {
    const res = await root.post("/api/admin/users", {
      ...good,
      username: "pagecustomer",
      email: "page@example.com",
    });
    id = (await json(res)).user.id;
    const product = await env.DB.prepare("select id from products order by id limit 1").first<{
      id: number;
    }>();
    const order = await env.DB.prepare(
      `insert into orders (user_id, customer_email, customer_name, total_amount_sen, status, created_at)
       values (?, 'page@example.com', 'Tia Lim', 4590, 'delivered', ?) returning id`,
    )
      .bind(id, Date.parse("2026-11-30T17:30:00Z"))
      .first<{ id: number }>();
    orderId = order?.id ?? 0;
    const item = await env.DB.prepare(
      `insert into order_items (order_id, product_id, quantity, price_sen, product_name, product_type)
       values (?, ?, 1, 4590, 'Japan 5GB 7 Days', 'esim') returning id`,
    )
      .bind(orderId, product?.id)
      .first<{ id: number }>();
    const fulfilment = await env.DB.prepare(
      `insert into fulfilments (order_id, order_item_id, kind, status, request_id, quantity)
       values (?, ?, 'esim', 'delivered', 'page-req-1', 1) returning id`,
    )
      .bind(orderId, item?.id)
      .first<{ id: number }>();
    await env.DB.prepare(
      `insert into esims (order_id, order_item_id, fulfilment_id, iccid, smdp_address, activation_code, lpa, supplier, supplier_ref)
       values (?, ?, ?, '8944500000000001234', 'smdp.test', 'CODE', 'LPA:1$smdp.test$CODE', 'demo', 'ref-1')`,
    )
      .bind(orderId, item?.id, fulfilment?.id)
      .run();
    await env.DB.prepare("insert into chat_rooms (user_id, status) values (?, 'closed')").bind(id).run();
    expect(
      (await root.post(`/api/admin/users/${id}/credit`, { amount: "12.50", reason: "Late eSIM" })).status,
    ).toBe(201);
    await giveSession(id, "tok-page-1");
  });

  it("shows the profile, orders, eSIMs, credit, chats, sessions and the audit rows about the customer", async () => {
    const res = await root.get(`/api/admin/users/${id}`);
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(page.profile).toMatchObject({
      id,
      username: "pagecustomer",
      name: "Tia Lim",
      email: "page@example.com",
      locale: "en",
      tier: "bronze",
      emailVerifiedAt: null,
      state: "active",
    });
    expect(page.orders).toEqual([
      { id: orderId, status: "delivered", totalAmountSen: 4590, createdAt: "2026-11-30T17:30:00.000Z" },
    ]);
    // The ICCID's last four digits only.
    expect(page.esims).toEqual([
      { iccidTail: "1234", orderId, planName: "Japan 5GB 7 Days", status: "issued" },
    ]);
    expect(JSON.stringify(page)).not.toContain("8944500000000001234");
    expect(page.credit).toMatchObject({
      balanceSen: 1250,
      entries: [{ amountSen: 1250, reason: "goodwill" }],
    });
    expect(page.chats).toEqual([expect.objectContaining({ status: "closed", lastMessage: null })]);
    expect(page.sessions).toHaveLength(1);
    expect(JSON.stringify(page.sessions)).not.toContain("tok-page-1");
    expect(page.audit.map((a: { action: string }) => a.action)).toEqual(["CREDIT_GRANT", "USER_CREATE"]);
  });

  it("leaves out what a member may not read, refuses staff without the Users permission and customers", async () => {
    const usersOnly = as(await staffCookie(await rootSession(), "page-users", { canManageUsers: true }));
    const page = await json(await usersOnly.get(`/api/admin/users/${id}`));
    expect(page).toMatchObject({ orders: null, esims: null, chats: null, audit: null });
    expect(page.credit.balanceSen).toBe(1250);
    const ordersOnly = as(await staffCookie(await rootSession(), "page-orders", { canViewOrders: true }));
    expect((await ordersOnly.get(`/api/admin/users/${id}`)).status).toBe(403);
    const customer = await call(`/api/admin/users/${id}`, {
      headers: { Cookie: "__Host-session=tok-page-1" },
    });
    expect(customer.status).toBe(401);
    expect((await root.get("/api/admin/users/999999")).status).toBe(404);
    expect((await root.get("/api/admin/users/abc")).status).toBe(400);
  });
});

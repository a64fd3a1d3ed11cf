// Store settings and the back office's records (contacts, partners, audit) through /api/admin.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  as,
  audited,
  expectError,
  ICELAND_PLAN,
  json,
  rootSession,
  staffCookie,
  unaudited,
} from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;
let rootCookie: string;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  rootCookie = await rootSession();
  root = as(rootCookie);
});

describe("settings and records", () => {
  it("saves the store contact the Support page reads", async () => {
    await audited("SETTINGS_UPDATE", () =>
      root.put("/api/admin/settings/store", {
        supportEmail: "help@shop.test",
        supportPhone: "+60 3 1111 2222",
        supportWhatsapp: "+60 11 2222 3333",
      }),
    );
    expect(await json(await root.get("/api/admin/settings/store"))).toEqual({
      supportEmail: "help@shop.test",
      supportPhone: "+60 3 1111 2222",
      supportWhatsapp: "+60 11 2222 3333",
    });
    await unaudited(async () =>
      expectError(
        await root.put("/api/admin/settings/store", {
          supportEmail: "x",
          supportPhone: "1",
          supportWhatsapp: "1",
        }),
        400,
        "Invalid email address",
      ),
    );
  });

  it("saves the shipping rules with Manage content only, with the schema's messages", async () => {
    const body = { westMin: 1, westMax: 2, eastMin: 2, eastMax: 4, stuckHours: 12 };
    const viewer = as(await staffCookie(rootCookie, "shipping-viewer", { canViewOrders: true }));
    await unaudited(async () => {
      expect((await viewer.put("/api/admin/settings/shipping", body)).status).toBe(403);
      await expectError(
        await root.put("/api/admin/settings/shipping", { ...body, westMax: 0 }),
        400,
        "West Malaysia's most days must be at least its fewest days",
      );
    });
    await audited("SETTING_UPDATE", () => root.put("/api/admin/settings/shipping", body));
    expect(await json(await root.get("/api/admin/settings/shipping"))).toEqual(body);
  });

  it("validates staff accounts", async () => {
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/staff", { username: "ab", email: "a@b.test", password: "longenough" }),
        400,
        "Username must be at least 3 characters",
      );
      await expectError(
        await root.post("/api/admin/staff", {
          username: "root",
          email: "root2@b.test",
          password: "longenough",
        }),
        409,
        "A staff account with this username or email already exists",
      );
      await expectError(
        await root.post("/api/admin/staff/1/deactivate"),
        409,
        "A super admin's access cannot be changed here",
      );
    });
  });

  it("lists orders with items and totals in MYR, contacts, partnerships and audit logs", async () => {
    // Staff work the audit log will show: two plans added and deleted through the API.
    for (const name of ["Iceland", "Faroe"]) {
      const created = await root.post("/api/admin/products", { ...ICELAND_PLAN, name, coverage: name });
      expect(created.status).toBe(201);
      const { product } = await json(created);
      expect((await root.del(`/api/admin/products/${product.id}`)).status).toBeLessThan(300);
    }
    await env.DB.batch([
      env.DB.prepare(
        "insert into orders (customer_email, customer_name, total_amount_sen, status) values ('o@x.test', 'Olivia', 5000, 'paid')",
      ),
      env.DB.prepare(
        "insert into order_items (order_id, product_id, quantity, price_sen) values (1, 1, 2, 2500)",
      ),
      env.DB.prepare(
        "insert into contact_submissions (name, email, message) values ('Ck', 'c@x.test', 'Hello there friend')",
      ),
      env.DB.prepare(
        "insert into partnership_requests (name, company, email, business_type, message) values ('Pk', 'Co', 'p@x.test', 'reseller', 'We would like to partner')",
      ),
    ]);
    const orders = await json(await root.get("/api/admin/orders?q=olivia"));
    expect(orders.items[0]).toMatchObject({
      customerName: "Olivia",
      totalAmount: "50.00",
      status: "paid",
      items: [{ quantity: 2, productName: expect.any(String) }],
    });
    expect((await json(await root.get("/api/admin/contacts"))).total).toBe(1);
    expect((await json(await root.get("/api/admin/partnerships"))).items[0].businessType).toBe("reseller");
    const audit = await json(await root.get("/api/admin/audit-logs?q=PRODUCT_DELETE"));
    expect(audit.items[0].action).toBe("PRODUCT_DELETE");
    const stats = await json(await root.get("/api/admin/analytics"));
    // Placed today but with no payment recorded: counted by status, not as revenue.
    expect(stats.sales.revenueByDay).toHaveLength(30);
    expect(stats.sales.netSen).toBe(0);
    expect(stats.sales.ordersByStatus).toEqual([{ status: "paid", count: 1 }]);
    expect(stats.recentActivity).toHaveLength(5);
  });
});

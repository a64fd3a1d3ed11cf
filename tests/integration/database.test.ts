import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../worker/auth/password";
import { SITE_IMAGE_DEFAULTS } from "../../worker/db/seed-content";
import { SEED_PRODUCTS } from "../../worker/db/seed-data";
import { seedDatabase, TEST_ADMIN } from "./helpers";

const TABLES = [
  "admin_permissions",
  "admin_recovery_codes",
  "admin_sessions",
  "admin_totp",
  "admin_users",
  "audit_logs",
  "auth_tokens",
  "ban_logs",
  "cart_items",
  "cart_promotions",
  "chat_messages",
  "chat_rooms",
  "chat_staff_sockets",
  "contact_submissions",
  "credit_clawbacks",
  "credit_grants",
  "credit_guard",
  "credit_notes",
  "credit_spends",
  "customer_days_stale",
  "customers_by_day",
  "destination_aliases",
  "destinations",
  "dev_mailbox",
  "devices",
  "einvoice_requests",
  "email_outbox",
  "esim_alerts",
  "esims",
  "fulfilments",
  "inventory",
  "known_devices",
  "order_events",
  "order_items",
  "order_refunds",
  "orders",
  "orders_by_day_status",
  "page_content",
  "partnership_requests",
  "product_destinations",
  "products",
  "promotion_guard",
  "promotion_redemptions",
  "promotions",
  "rate_limits",
  "receipts",
  "refund_requests",
  "reviews",
  "sales_by_day",
  "sales_by_day_plan",
  "sales_days_stale",
  "site_images",
  "stock_guard",
  "store_settings",
  "stripe_events",
  "user_sessions",
  "users",
];

async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()).results;
  }
  return out;
}

describe("migrations", () => {
  it("create every table of the data model", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name != 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(TABLES);
  });

  it("index the lookups the screens make", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all<{
      name: string;
    }>();
    const names = results.map((r) => r.name);
    for (const index of [
      "products_active_region_type_idx",
      "orders_user_created_idx",
      "chat_messages_room_unread_idx",
      "audit_logs_created_idx",
      "cart_items_user_product_uq",
    ]) {
      expect(names).toContain(index);
    }
  });

  it("enforce the constraints of the data model", async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO reviews (product_id, customer_name, rating, comment) VALUES (999999, 'x', 5, 'x')",
      ).run(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await expect(
      env.DB.prepare("INSERT INTO cart_items (product_id, quantity) VALUES (1, 1)").run(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe("seed", () => {
  it("is idempotent: applying it twice changes nothing", async () => {
    await seedDatabase();
    const first = await snapshot();
    await seedDatabase();
    expect(await snapshot()).toEqual(first);
  });

  it("holds a realistic catalogue", async () => {
    const { results } = await env.DB.prepare(
      "SELECT region, type, duration_days, data_mb FROM products WHERE kind = 'plan'",
    ).all<{
      region: string;
      type: string;
      duration_days: number;
      data_mb: number | null;
    }>();
    expect(results.length).toBe(SEED_PRODUCTS.length);
    expect(results.length).toBeGreaterThanOrEqual(24);
    expect(new Set(results.map((r) => r.region))).toEqual(
      new Set(["Asia Pacific", "Europe", "Americas", "Global"]),
    );
    expect(new Set(results.map((r) => r.type))).toEqual(new Set(["eSIM", "Physical SIM"]));
    const days = results.map((r) => r.duration_days);
    expect(Math.min(...days)).toBe(1);
    expect(Math.max(...days)).toBe(90);
    expect(results.some((r) => r.data_mb === 1024)).toBe(true);
    expect(results.some((r) => r.data_mb === null)).toBe(true);
  });

  it("stores a site image for every key the public pages use, and default page content", async () => {
    const images = await env.DB.prepare("SELECT key, url FROM site_images").all<{
      key: string;
      url: string;
    }>();
    expect(images.results.map((r) => r.key).sort()).toEqual(SITE_IMAGE_DEFAULTS.map((i) => i.key).sort());
    const pages = await env.DB.prepare("SELECT page FROM page_content ORDER BY page").all<{ page: string }>();
    expect(pages.results.map((r) => r.page)).toEqual([
      "about",
      "partner",
      "privacy",
      "refund-policy",
      "support",
      "terms",
    ]);
    // No reviews: they come from buyers; the staff-typed ones the seed had are retired (decision 0068).
    const reviews = await env.DB.prepare("SELECT count(*) AS n FROM reviews").first<{ n: number }>();
    expect(reviews?.n).toBe(0);
  });

  it("creates the local super admin with a hashed password", async () => {
    const admin = await env.DB.prepare("SELECT username, password, is_super_admin FROM admin_users").first<{
      username: string;
      password: string;
      is_super_admin: number;
    }>();
    expect(admin?.username).toBe(TEST_ADMIN.username);
    expect(admin?.is_super_admin).toBe(1);
    expect(admin?.password).not.toContain(TEST_ADMIN.password);
    expect(await verifyPassword(TEST_ADMIN.password, admin?.password ?? "")).toBe(true);
    expect(await verifyPassword("wrong", admin?.password ?? "")).toBe(false);
  });
});

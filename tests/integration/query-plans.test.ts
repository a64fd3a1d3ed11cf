// Every list and aggregate the storefront and back office run is served by an index.
// The real queries are captured through the D1 wrapper (worker/db/query-timing.ts) while the real
// routes and services run, then each is put through EXPLAIN QUERY PLAN: a plain SCAN of a table
// that grows with customers and orders (no index, no primary key) fails the test.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { type CapturedQuery, captureQueries, newQueryLog, timedD1 } from "../../worker/db/query-timing";
import { SEED_DEMO_ORDERS } from "../../worker/db/seed-demo";
import { BanLogListQuerySchema } from "../../worker/services/accounts/ban-logs";
import { UserListQuerySchema } from "../../worker/services/accounts/customers";
import { analytics } from "../../worker/services/analytics/overview";
import { AuditListQuerySchema } from "../../worker/services/audit/audit-logs";
import { InventoryListQuerySchema } from "../../worker/services/catalogue/inventory";
import { ProductListQuerySchema } from "../../worker/services/catalogue/product-editing";
import { getPlanPage, listActiveProducts } from "../../worker/services/catalogue/products";
import { ReviewListQuerySchema } from "../../worker/services/catalogue/review-moderation";
import { featuredReviewsQuery } from "../../worker/services/catalogue/reviews";
import { listRoomsForStaff, unreadForCustomer } from "../../worker/services/chat/messages";
import { legacyHistory } from "../../worker/services/chat/room-copy";
import { cartCountQuery, listCart } from "../../worker/services/checkout/cart";
import { getSiteImages } from "../../worker/services/content/site-images";
import { ContactListQuerySchema, PartnershipListQuerySchema } from "../../worker/services/enquiries/lists";
import { needsAttention } from "../../worker/services/orders/attention";
import { listUserOrders, myOrdersPage } from "../../worker/services/orders/customer-orders";
import { ordersCsv } from "../../worker/services/orders/export";
import { OrderListQuerySchema } from "../../worker/services/orders/list";
import { permissionMap } from "../../worker/services/staff/permissions";
import { homePageData } from "../../worker/web/pages/catalogue/home-page.server";
import { as, rootSession } from "./admin-helpers";
import { Browser } from "./browser";
import { seedDatabase, TEST_CUSTOMER } from "./helpers";

/**
 * Tables that grow with customers, orders and time. The catalogue (a few hundred plans) does not.
 */
const BIG_TABLES = new Set([
  "users",
  "user_sessions",
  "orders",
  "order_items",
  "order_events",
  "cart_items",
  "chat_rooms",
  "chat_messages",
  "audit_logs",
  "ban_logs",
  "contact_submissions",
  "partnership_requests",
  "reviews",
  "rate_limits",
  "admin_sessions",
]);

const heard = new Map<string, CapturedQuery>();

const NOT_AN_ALIAS = /^(where|on|join|left|inner|cross|group|order|limit|using|natural)$/i;

/** `from orders o join order_items oi`: the plan names `o` and `oi`, which are big tables too. */
function aliasesOf(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, table = "", alias] of sql.matchAll(
    /\b(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi,
  )) {
    if (alias && !NOT_AN_ALIAS.test(alias)) aliases.set(alias, table);
  }
  return aliases;
}

function sortsOf(schema: { shape: { sort: unknown } }): string[] {
  return (schema.shape.sort as { unwrap(): { options: string[] } }).unwrap().options;
}

const ADMIN_LISTS: [string, { shape: { sort: unknown } }][] = [
  ["/api/admin/orders", OrderListQuerySchema],
  ["/api/admin/users", UserListQuerySchema],
  ["/api/admin/audit-logs", AuditListQuerySchema],
  ["/api/admin/contacts", ContactListQuerySchema],
  ["/api/admin/partnerships", PartnershipListQuerySchema],
  ["/api/admin/ban-logs", BanLogListQuerySchema],
  ["/api/admin/reviews", ReviewListQuerySchema],
  ["/api/admin/products", ProductListQuerySchema],
  ["/api/admin/inventory", InventoryListQuerySchema],
];

beforeAll(async () => {
  await seedDatabase();
  captureQueries((query) => {
    // Reads, and the writes that read to write (Analytics' per-day recomputes: `insert … select`).
    if (!/^\s*(select|with)|^\s*insert\b[\s\S]*\bselect\b/i.test(query.sql)) return;
    heard.set(query.sql, query);
  });

  // Storefront through its routes, as anonymous, guest-with-cart and signed-in visitors.
  const guest = new Browser();
  await guest.post("/api/cart", { productId: 1, quantity: 1 });
  await guest.get("/api/cart");
  for (const query of ["", "?region=europe", "?type=esim&duration=1-7", "?data=unlimited"]) {
    await guest.get(`/api/products${query}`);
  }
  const customer = new Browser();
  await customer.post("/api/auth/login", {
    emailOrUsername: TEST_CUSTOMER.username,
    password: TEST_CUSTOMER.password,
  });
  await customer.get("/api/user/orders");
  await customer.get("/api/cart");
  await customer.get("/api/chat/unread");

  // Page loaders (the integration worker stubs the renderer): the same services they call.
  const db = createDb(timedD1(env.DB, newQueryLog()));
  await listActiveProducts(db, { region: "all", duration: "all", data: "all", type: "all", q: "" }, 12);
  await getSiteImages(db);
  await homePageData(db);
  await featuredReviewsQuery(db, 2);
  await getPlanPage(db, "japan-5gb-7-days");
  await listUserOrders(db, 1);
  await myOrdersPage(db, 1, "active");
  await listCart(db, { userId: 1 });
  await cartCountQuery(db, { userId: 1 });
  await cartCountQuery(db, { sessionId: "x".repeat(24) });
  await unreadForCustomer(db, 1);
  // A room importing its history from D1 on first touch.
  await legacyHistory(db, 1);
  await listRoomsForStaff(db);
  const superAdmin = { id: 1, username: "root", isSuperAdmin: true, permissions: permissionMap(null, true) };
  // Analytics as of the seed's newest order, so its window holds the seed's orders whatever today is.
  const newestSeedOrder = Math.max(...SEED_DEMO_ORDERS.map((order) => Date.parse(order.createdAt)));
  await analytics(db, superAdmin, newestSeedOrder);
  // The back office's layout counts what needs attention on every page.
  await needsAttention(db, superAdmin);
  await ordersCsv(
    db,
    { id: 1, ip: null, userAgent: null },
    { q: "", status: "paid", from: "2026-01-01", to: "2026-12-31" },
  );

  // Every back-office list in every sort order, both directions, and the dashboard's aggregates.
  const root = as(await rootSession());
  for (const [path, schema] of ADMIN_LISTS) {
    for (const sort of sortsOf(schema)) {
      for (const dir of ["asc", "desc"]) {
        const res = await root.get(`${path}?sort=${sort}&dir=${dir}&page=2&pageSize=20`);
        expect(res.status, `${path} ${sort} ${dir}`).toBe(200);
      }
    }
  }
  await root.get("/api/admin/analytics");
  await root.get("/api/admin/chat/rooms");
  await root.get("/api/admin/chat/rooms?status=closed");
  await root.get("/api/admin/chat/customer/1");
  // The customer page: profile, orders, eSIMs, credit, chats, sessions and the audit about them.
  await root.get("/api/admin/users/1");
  await root.get("/api/admin/chat/unread");
  captureQueries(null);
}, 120_000); // ~100 requests: slow on a busy machine

afterAll(() => captureQueries(null));

/** Each heard query beside the lines of its EXPLAIN QUERY PLAN. */
async function heardPlans(): Promise<{ sql: string; plan: string[] }[]> {
  const plans = [];
  for (const { sql, params } of heard.values()) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    plans.push({ sql, plan: results.map((row) => row.detail) });
  }
  return plans;
}

describe("query plans", () => {
  it("heard the real queries of the storefront and back office", () => {
    expect(heard.size).toBeGreaterThan(40);
    const sql = [...heard.keys()].join("\n");
    for (const table of ["orders", "users", "audit_logs", "order_items", "chat_rooms", "products"]) {
      expect(sql).toContain(`"${table}"`);
    }
    // Analytics' per-day recomputes ran (the seed's orders and customers left their days stale).
    for (const table of ["sales_by_day_plan", "sales_by_day", "orders_by_day_status", "customers_by_day"]) {
      expect(sql).toContain(`insert into ${table} (`);
    }
  });

  /** The query with every parenthesised part (subqueries, function arguments) taken out. */
  function outerQuery(sql: string): string {
    let outer = sql;
    while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, "");
    return outer;
  }

  it("never scans a big table without an index", async () => {
    const scans: string[] = [];
    for (const { sql, plan } of await heardPlans()) {
      // Walking a table in id order with no filter stops after OFFSET + LIMIT rows (a list page).
      // A column read through a subquery per row of the page (the Orders list's top-up plan) is
      // looked up by its own plan below; only the outer query's WHERE makes the walk a filter.
      const limitedIdWalk =
        !plan.some((detail) => detail.includes("TEMP B-TREE")) &&
        !/ where /.test(outerQuery(sql)) &&
        /order by "\w+"\."id" (asc|desc)(, "\w+"\."id" (asc|desc))? limit \?( offset \?)?$/.test(sql);
      if (limitedIdWalk) continue;
      for (const detail of plan) {
        const scan = /^SCAN (\w+)(.*)$/.exec(detail);
        if (!scan) continue;
        const [, name = "", rest = ""] = scan;
        const table = aliasesOf(sql).get(name) ?? name;
        if (BIG_TABLES.has(table) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(rest)) {
          scans.push(`${detail}\n    in: ${sql}`);
        }
      }
    }
    expect(scans, scans.join("\n\n")).toEqual([]);
  }, 60_000);

  it("finds one customer's rows by their user id, not by a column every customer shares", async () => {
    // An index search on status alone walks every customer's cancelled orders to count one's.
    const misses: string[] = [];
    for (const { sql, plan } of await heardPlans()) {
      for (const detail of plan) {
        const search = /^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \((.*)\)$/.exec(detail);
        if (!search) continue;
        const [, name = "", constraint = ""] = search;
        const table = aliasesOf(sql).get(name) ?? name;
        const byUser = new RegExp(`"${table}"\\."user_id" = `).test(sql);
        if (BIG_TABLES.has(table) && byUser && !/\b(user_id|id)=/.test(constraint)) {
          misses.push(`${detail}\n    in: ${sql}`);
        }
      }
    }
    expect(misses, misses.join("\n\n")).toEqual([]);
  }, 60_000);
});

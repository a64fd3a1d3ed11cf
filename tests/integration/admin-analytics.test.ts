// Analytics' money figures come from the orders in D1 (paid minus refunded), and
// only staff who may see orders get them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession, staffCookie } from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const ONE_COUNTRY = "japan-5gb-7-days";
const REGIONAL = "europe-10gb-15-days";

let root = "";
const plan = { a: { id: 0, price: 0 }, b: { id: 0, price: 0 } };

async function product(slug: string) {
  const row = await env.DB.prepare("select id, price_sen as price from products where slug = ?")
    .bind(slug)
    .first<{ id: number; price: number }>();
  if (!row) throw new Error(`No product ${slug}`);
  return row;
}

let serial = 0;
/** An order as the payment flow leaves it: lines at their price, paid (or not) at a moment. */
async function order(input: {
  status: string;
  createdAt: number;
  paidAt?: number;
  lines: { id: number; price: number; quantity: number; refundedSen?: number }[];
  refundedSen?: number;
}) {
  serial += 1;
  const total = input.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const row = await env.DB.prepare(
    `insert into orders (customer_email, customer_name, total_amount_sen, status, created_at, paid_at, refunded_amount_sen)
     values (?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      `buyer${serial}@shop.test`,
      `Buyer ${serial}`,
      total,
      input.status,
      input.createdAt,
      input.paidAt ?? null,
      input.refundedSen ?? 0,
    )
    .first<{ id: number }>();
  const orderId = row?.id ?? 0;
  await env.DB.batch(
    input.lines.map((l) =>
      env.DB.prepare(
        "insert into order_items (order_id, product_id, quantity, price_sen, refunded_amount_sen) values (?, ?, ?, ?, ?)",
      ).bind(orderId, l.id, l.quantity, l.price, l.refundedSen ?? 0),
    ),
  );
  return orderId;
}

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = await rootSession();
  plan.a = await product(ONE_COUNTRY);
  plan.b = await product(REGIONAL);
});

describe("Analytics' sales figures", () => {
  it("sums paid minus refunded by day of payment, with statuses, best sellers and the average order", async () => {
    const { a, b } = plan;
    const now = Date.now();
    const today = now - 60_000;
    // Paid today and delivered: 2 × A.
    await order({
      status: "delivered",
      createdAt: today - 120_000,
      paidAt: today,
      lines: [{ ...a, quantity: 2 }],
    });
    // Paid 3 days ago, then refunded in full (an order-level refund that names no line).
    await order({
      status: "refunded",
      createdAt: now - 3 * DAY,
      paidAt: now - 3 * DAY,
      lines: [{ ...b, quantity: 1 }],
      refundedSen: b.price,
    });
    // Paid 5 days ago; its A line was refunded, its B line kept.
    await order({
      status: "paid",
      createdAt: now - 5 * DAY,
      paidAt: now - 5 * DAY,
      lines: [
        { ...a, quantity: 1, refundedSen: a.price },
        { ...b, quantity: 1 },
      ],
      refundedSen: a.price,
    });
    // Never paid, and one paid before the window: neither is revenue.
    await order({ status: "pending", createdAt: now - 1000, lines: [{ ...a, quantity: 1 }] });
    await order({ status: "cancelled", createdAt: now - 2 * DAY, lines: [{ ...b, quantity: 4 }] });
    await order({
      status: "delivered",
      createdAt: now - 40 * DAY,
      paidAt: now - 40 * DAY,
      lines: [{ ...b, quantity: 9 }],
    });

    const { sales } = await json(await as(root).get("/api/admin/analytics"));
    const gross = 3 * a.price + 2 * b.price;
    expect(sales).toMatchObject({
      days: 30,
      paidOrders: 3,
      grossSen: gross,
      refundedSen: a.price + b.price,
      netSen: 2 * a.price + b.price,
      averageOrderSen: Math.round(gross / 3),
    });
    const byDay = new Map<string, { orders: number; revenueSen: number }>(
      sales.revenueByDay.map((d: { day: string }) => [d.day, d]),
    );
    // Analytics' days are Malaysia days (UTC+8).
    const dayOf = (ms: number) => new Date(ms + 8 * 60 * 60_000).toISOString().slice(0, 10);
    expect(sales.revenueByDay).toHaveLength(30);
    expect(sales.to).toBe(dayOf(now));
    expect(byDay.get(dayOf(today))).toEqual({ day: dayOf(today), orders: 1, revenueSen: 2 * a.price });
    // The refund takes the whole of that day's takings away.
    expect(byDay.get(dayOf(now - 3 * DAY))).toMatchObject({ orders: 1, revenueSen: 0 });
    expect(byDay.get(dayOf(now - 5 * DAY))).toMatchObject({ orders: 1, revenueSen: b.price });
    // A wider window takes in the order paid 40 days ago; an unknown one is the default.
    const quarter = (await json(await as(root).get("/api/admin/analytics?days=90"))).sales;
    expect(quarter).toMatchObject({ days: 90, paidOrders: 4, netSen: sales.netSen + 9 * b.price });
    expect(quarter.revenueByDay).toHaveLength(90);
    expect((await json(await as(root).get("/api/admin/analytics?days=13"))).sales.days).toBe(30);
    const week = (await json(await as(root).get("/api/admin/analytics?days=7"))).sales;
    expect(week).toMatchObject({ days: 7, paidOrders: 3, netSen: sales.netSen });
    const total = sales.revenueByDay.reduce(
      (sum: number, d: { revenueSen: number }) => sum + d.revenueSen,
      0,
    );
    expect(total).toBe(sales.netSen);

    expect(
      new Map(sales.ordersByStatus.map((s: { status: string; count: number }) => [s.status, s.count])),
    ).toEqual(
      new Map([
        ["delivered", 1],
        ["refunded", 1],
        ["paid", 1],
        ["pending", 1],
        ["cancelled", 1],
      ]),
    );
    // A: 3 sold, one refunded → 2 × price; B: 2 sold, one refunded with its whole order → 1 × price.
    const japan = await env.DB.prepare("select name from products where id = ?")
      .bind(a.id)
      .first<{ name: string }>();
    const europe = await env.DB.prepare("select name from products where id = ?")
      .bind(b.id)
      .first<{ name: string }>();
    const [first, second] = a.price * 2 >= b.price ? [0, 1] : [1, 0];
    expect(sales.topPlans[first]).toEqual({ name: japan?.name, quantity: 3, revenueSen: 2 * a.price });
    expect(sales.topPlans[second]).toEqual({ name: europe?.name, quantity: 2, revenueSen: b.price });
    expect(sales.topDestinations).toEqual(
      expect.arrayContaining([
        { name: "Japan", quantity: 3, revenueSen: 2 * a.price },
        { name: "Europe (multi-country)", quantity: 2, revenueSen: b.price },
      ]),
    );
  });

  it("shows the figures only to staff who may see orders", async () => {
    const none = await staffCookie(root, "sales-none", {});
    const users = await staffCookie(root, "sales-users", { canManageUsers: true });
    const orders = await staffCookie(root, "sales-orders", { canViewOrders: true });
    for (const cookie of [none, users]) {
      const res = await as(cookie).get("/api/admin/analytics");
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.sales).toBeNull();
      expect(body.recentActivity).toBeNull();
      expect(JSON.stringify(body)).not.toMatch(/buyer\d+@shop\.test|Buyer \d/);
    }
    const allowed = await json(await as(orders).get("/api/admin/analytics"));
    expect(allowed.sales.paidOrders).toBe(3);
    // The recent-activity panel stays the audit log's, whatever else the member may do.
    expect(allowed.recentActivity).toBeNull();
  });
  it("keeps the per-day plan figures in step with later refunds and new orders", async () => {
    const { a } = plan;
    const before = (await json(await as(root).get("/api/admin/analytics"))).sales;
    const stale = async () =>
      (await env.DB.prepare("select count(*) as n from sales_days_stale").first<{ n: number }>())?.n;
    // The view computed every stale day of its window; nothing is left to do for the next view.
    const inWindow = await env.DB.prepare(
      "select count(*) as n from sales_days_stale where day >= ? and day <= ?",
    )
      .bind(before.from, before.to)
      .first<{ n: number }>();
    expect(inWindow?.n).toBe(0);
    const staleBefore = await stale();

    // A line paid 2 days ago, then (after the view) refunded in part: a staff refund updates it.
    const twoDaysAgo = Date.now() - 2 * DAY;
    const orderId = await order({
      status: "paid",
      createdAt: twoDaysAgo,
      paidAt: twoDaysAgo,
      lines: [{ ...a, quantity: 2 }],
    });
    expect(await stale()).toBe((staleBefore ?? 0) + 1);
    const afterOrder = (await json(await as(root).get("/api/admin/analytics"))).sales;
    const japan = (list: { name: string; quantity: number; revenueSen: number }[]) =>
      list.find((p) => p.name === "Japan");
    expect(japan(afterOrder.topDestinations)).toMatchObject({
      quantity: (japan(before.topDestinations)?.quantity ?? 0) + 2,
      revenueSen: (japan(before.topDestinations)?.revenueSen ?? 0) + 2 * a.price,
    });
    await env.DB.batch([
      env.DB.prepare("update order_items set refunded_amount_sen = ? where order_id = ?").bind(
        a.price,
        orderId,
      ),
      env.DB.prepare("update orders set refunded_amount_sen = ? where id = ?").bind(a.price, orderId),
    ]);
    const afterRefund = (await json(await as(root).get("/api/admin/analytics"))).sales;
    expect(japan(afterRefund.topDestinations)?.revenueSen).toBe(
      (japan(afterOrder.topDestinations)?.revenueSen ?? 0) - a.price,
    );
    expect(afterRefund.netSen).toBe(afterOrder.netSen - a.price);
  });
});

describe("who acted, in the audit log and Analytics' recent activity", () => {
  it("names the staff member by username, joined in the same query", async () => {
    await staffCookie(root, "audit-author", { canManageProducts: true });
    const author = await env.DB.prepare("select id from admin_users where username = 'audit-author'").first<{
      id: number;
    }>();
    await env.DB.prepare(
      "insert into audit_logs (admin_id, action, target_type, target_id) values (?, 'PRODUCT_UPDATE', 'product', ?)",
    )
      .bind(author?.id, plan.a.id)
      .run();
    const page = await json(await as(root).get("/api/admin/audit-logs?q=PRODUCT_UPDATE"));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ adminId: author?.id, adminUsername: "audit-author" });
    // The staff account's creation was root's doing, and says so by name (its own sign-in since is
    // audited too, by itself).
    const named = await json(await as(root).get("/api/admin/audit-logs?q=audit-author"));
    const created = { items: named.items.filter((i: { action: string }) => i.action === "STAFF_CREATE") };
    const rootName = await env.DB.prepare("select username from admin_users where is_super_admin = 1").first<{
      username: string;
    }>();
    expect(created.items.length).toBeGreaterThan(0);
    expect(created.items[0].adminUsername).toBe(rootName?.username);

    const { recentActivity } = await json(await as(root).get("/api/admin/analytics"));
    expect(recentActivity[0]).toMatchObject({ action: "PRODUCT_UPDATE", adminUsername: "audit-author" });
    for (const entry of recentActivity) expect(entry.adminUsername).toEqual(expect.any(String));
  });
});

// Back-office lists count their matches only up to a cap, and say when there are more: an exact
// total over millions of rows would read all of them on every page view.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTED_UP_TO } from "../../app/schemas/admin/common";
import { as, json, rootSession } from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;
let root: Api;
const MANY = COUNTED_UP_TO + 30;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  // The seed, before any request: more enquiries and failed guest orders than the cap, three of
  // each findable by a word nothing else carries.
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO contact_submissions (name, email, message, submitted_at)
       SELECT CASE WHEN i <= 3 THEN 'Quokka ' || i ELSE 'Visitor ' || i END, 'visitor' || i || '@example.com',
              'Does the Europe plan work in Turkey?', 1700000000000 + i FROM n`,
    ).bind(MANY),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO orders (session_id, customer_email, customer_name, total_amount_sen, status, created_at, updated_at)
       SELECT 'count-' || i, 'guest' || i || '@example.com', CASE WHEN i <= 3 THEN 'Quokka ' || i ELSE 'Guest ' || i END,
              2500, 'failed', 1700000000000 + i, 1700000000000 + i FROM n`,
    ).bind(MANY),
  ]);
  root = as(await rootSession());
});

describe("list totals", () => {
  it("stops counting at the cap and says there are more", async () => {
    for (const path of ["/api/admin/contacts", "/api/admin/orders"]) {
      const page = await json(await root.get(`${path}?pageSize=25`));
      expect(page, path).toMatchObject({ total: COUNTED_UP_TO, totalCapped: true });
      expect(page.items, path).toHaveLength(25);
    }
  });

  it("counts a search exactly when it matches fewer", async () => {
    for (const path of ["/api/admin/contacts", "/api/admin/orders"]) {
      const page = await json(await root.get(`${path}?q=quokka`));
      expect(page, path).toMatchObject({ total: 3, totalCapped: false });
      expect(page.items, path).toHaveLength(3);
    }
  });

  it("still pages past the counted rows", async () => {
    const beyond = Math.ceil(COUNTED_UP_TO / 25) + 1;
    const page = await json(await root.get(`/api/admin/contacts?pageSize=25&page=${beyond}&sort=id&dir=asc`));
    expect(page).toMatchObject({ page: beyond, totalCapped: true });
    expect(page.items).toHaveLength(25);
    expect(page.items[0].id).toBeGreaterThan(COUNTED_UP_TO);
  });

  it("counts failed orders for Needs attention and Today up to the same cap", async () => {
    const attention = await json(await root.get("/api/admin/attention"));
    expect(attention.failedFulfilments).toBe(COUNTED_UP_TO);
    const today = await json(await root.get("/api/admin/analytics/today"));
    expect(today.orders.total).toBe(COUNTED_UP_TO + attention.refundRequests);
  });
});

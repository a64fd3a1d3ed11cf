import { env, exports } from "cloudflare:workers";
import { hashPassword } from "../../worker/auth/password";
import { seedStatements } from "../../worker/db/seed";

export const ORIGIN = "http://shop.test";

export const TEST_ADMIN = { username: "root", email: "root@shop.test", password: "Sup3r-secret" };

export const TEST_CUSTOMER = { username: "demo", email: "demo@shop.test", password: "Demo-pass-1" };
export const TEST_BANNED = { username: "banned.demo", email: "banned@shop.test", password: "Banned-pass-1" };

/** The shop's seed with the demo customers (and their orders). Takes no argument: it is passed to beforeAll. */
export function seedDatabase(): Promise<void> {
  return seed(true);
}

/** The seed without demo customers, for admin list tests that count rows exactly. */
export function seedDatabaseWithoutDemoCustomers(): Promise<void> {
  return seed(false);
}

async function seed(demoCustomers: boolean): Promise<void> {
  // Cheap hashes keep tests fast (and exercise the upgrade-on-login path).
  const passwordHash = await hashPassword(TEST_ADMIN.password, 1_000);
  const customer = { ...TEST_CUSTOMER, passwordHash: await hashPassword(TEST_CUSTOMER.password, 1_000) };
  const banned = { ...TEST_BANNED, passwordHash: await hashPassword(TEST_BANNED.password, 1_000) };
  const statements = seedStatements(
    { username: TEST_ADMIN.username, email: TEST_ADMIN.email, passwordHash },
    demoCustomers ? { customer, banned } : undefined,
  );
  await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
}

/** A request to the Worker as a browser on this site would send it. */
/** How a request reaches the Worker: as deployed, or with some bindings replaced (a fault). */
export type Fetcher = (request: Request) => Promise<Response>;
const deployed: Fetcher = (request) => exports.default.fetch(request);

export function call(path: string, init: RequestInit = {}, fetcher = deployed): Promise<Response> {
  const headers = new Headers(init.headers);
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  return fetcher(new Request(`${ORIGIN}${path}`, { ...init, headers }));
}

export function postJson(path: string, body: unknown, init: RequestInit = {}, fetcher = deployed) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return call(path, { ...init, method: init.method ?? "POST", headers, body: JSON.stringify(body) }, fetcher);
}

/** The id of a seeded plan, by its slug. */
export async function productId(slug: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM products WHERE slug = ?")
    .bind(slug)
    .first<{ id: number }>();
  if (!row) throw new Error(`No product ${slug}`);
  return row.id;
}

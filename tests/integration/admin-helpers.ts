import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, postJson, TEST_ADMIN } from "./helpers";

let n = 0;
/** A distinct client address per login, so the login rate limit does not couple tests. */
export const nextIp = () => `10.0.${Math.floor(++n / 250)}.${n % 250}`;

let rootCookie: string | undefined;

/** The super admin's session, logged in once per test file (the per-account login limit is 5). */
export async function rootSession(): Promise<string> {
  rootCookie ??= await loginCookie();
  return rootCookie;
}

export async function loginCookie(
  username = TEST_ADMIN.username,
  password = TEST_ADMIN.password,
): Promise<string> {
  const res = await postJson(
    "/api/admin/login",
    { username, password },
    { headers: { "CF-Connecting-IP": nextIp() } },
  );
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

export function as(cookie: string) {
  const headers = { Cookie: cookie, "CF-Connecting-IP": "203.0.113.7", "User-Agent": "vitest-admin" };
  return {
    get: (path: string) => call(path, { headers }),
    post: (path: string, body?: unknown) =>
      body === undefined ? call(path, { method: "POST", headers }) : postJson(path, body, { headers }),
    put: (path: string, body: unknown) => postJson(path, body, { method: "PUT", headers }),
    del: (path: string) => call(path, { method: "DELETE", headers }),
  };
}

export async function auditCount(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from audit_logs").first<{ n: number }>();
  return row?.n ?? 0;
}

export async function lastAudit() {
  return env.DB.prepare("select * from audit_logs order by id desc limit 1").first<{
    admin_id: number;
    action: string;
    target_type: string;
    target_id: number | null;
    details: string;
    ip_address: string | null;
    user_agent: string | null;
  }>();
}

/** Create a staff account with exactly these flags through the API; returns its session cookie. */
export async function staffCookie(
  superCookie: string,
  username: string,
  permissions: Record<string, boolean>,
) {
  const res = await as(superCookie).post("/api/admin/staff", {
    username,
    email: `${username}@shop.test`,
    password: "Staff-pass-1",
    permissions,
  });
  expect(res.status).toBe(201);
  return loginCookie(username, "Staff-pass-1");
}

/** A response body as loosely typed JSON (the tests assert its shape). */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON shapes
export const json = (res: Response): Promise<any> => res.json();

/** A plan as the admin product form posts it (the tests change its name or price as they need). */
export const ICELAND_PLAN = {
  name: "Iceland",
  region: "Europe",
  duration: "10 Days",
  data: "8 GB",
  price: "45.90",
  originalPrice: "",
  coverage: "Iceland",
  type: "eSIM",
  image: "https://cdn.example.com/iceland.png",
  purchaseUrl: "https://buy.example.com/iceland",
  active: true,
};

/** A refusal: this status and exactly this message. */
export async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await json(res)).error).toBe(message);
}

/** A change that must add exactly one audit row with this action. */
export async function audited<T>(action: string, work: () => Promise<T>): Promise<T> {
  const before = await auditCount();
  const result = await work();
  expect(await auditCount()).toBe(before + 1);
  expect((await lastAudit())?.action).toBe(action);
  return result;
}

/** A refused call must leave the audit log untouched. */
export async function unaudited(work: () => Promise<void>) {
  const before = await auditCount();
  await work();
  expect(await auditCount()).toBe(before);
}

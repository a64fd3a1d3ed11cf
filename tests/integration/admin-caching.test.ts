// The back office is never cached, and the storefront header's staff check.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { createDb } from "../../worker/db/client";
import { staffPresence } from "../../worker/web/guards/staff-presence.server";
import { as, loginCookie, nextIp, rootSession, staffCookie } from "./admin-helpers";
import { declaredRoutes } from "./admin-routes";
import { call, ORIGIN, postJson, seedDatabase } from "./helpers";

beforeAll(seedDatabase);

const NO_STORE = "private, no-store";

describe("Cache-Control on the back office", () => {
  const routes = [...declaredRoutes(api, "/admin").keys()].map((registered) => {
    const key = registered.replace(" ", " /api");
    const [method = "", path = ""] = key.split(" ");
    return { key, method, path: path.replace(/:page/, "about").replace(/:[a-zA-Z]+/g, "999999") };
  });

  async function send(method: string, path: string, cookie?: string) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    if (method === "GET") return call(path, { headers });
    return postJson(path, {}, { method, headers });
  }

  let bare = "";
  beforeAll(async () => {
    bare = await staffCookie(await rootSession(), "bare", {});
  });

  for (const route of routes) {
    if (route.key === "GET /api/admin/chat/ws/:roomId") continue; // an upgrade, checked below
    it(`${route.key} answers private, no-store to a guest, staff without the flag and the super admin`, async () => {
      // Logout is tried with a session of its own, so the shared ones stay signed in.
      const root = route.key.endsWith("/logout") ? await loginCookie() : await rootSession();
      const others = route.key.endsWith("/logout") ? [] : [bare];
      for (const cookie of [undefined, ...others, root]) {
        const res = await send(route.method, route.path, cookie);
        await res.arrayBuffer();
        expect(res.headers.get("Cache-Control"), `${route.key} ${res.status}`).toBe(NO_STORE);
      }
    });
  }

  it("covers the chat socket route's refusals, unknown admin paths and cross-origin refusals", async () => {
    const ws = await call("/api/admin/chat/ws/1");
    expect(ws.status).toBe(401);
    expect(ws.headers.get("Cache-Control")).toBe(NO_STORE);
    const unknown = await call("/api/admin/not-a-route");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Cache-Control")).toBe(NO_STORE);
    const crossSite = await postJson("/api/admin/login", {}, { headers: { Origin: "https://evil.test" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("covers every admin page and its data requests, signed in or not, and leaves the shop alone", async () => {
    const root = await rootSession();
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/users",
      "/admin/audit?page=2",
      "/admin/login",
      "/admin.data",
      "/admin/users.data",
      "/content-manager",
      "/content-manager.data",
    ]) {
      for (const headers of [{}, { Cookie: root }] as Record<string, string>[]) {
        const res = await call(path, { headers });
        expect(res.headers.get("Cache-Control"), path).toBe(NO_STORE);
      }
    }
    for (const path of ["/", "/shop", "/administrators-guide", "/api/products"]) {
      expect((await call(path)).headers.get("Cache-Control"), path).not.toBe(NO_STORE);
    }
  });
});

describe("the storefront header's staff check", () => {
  const db = () => createDb(env.DB);
  const request = (cookie?: string) =>
    new Request(`${ORIGIN}/`, cookie ? { headers: { Cookie: cookie } } : {});

  it("names a signed-in staff member and nobody else", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "header-staff", {});
    expect(await staffPresence(db(), request(staff))).toEqual({ username: "header-staff" });
    expect(await staffPresence(db(), request())).toBeNull();
    expect(await staffPresence(db(), request("__Host-session=customer-token"))).toBeNull();
    expect(await staffPresence(db(), request("__Host-admin_session=forged-token"))).toBeNull();
  });

  it("stops naming them once the session is revoked", async () => {
    const root = await rootSession();
    const staff = await staffCookie(root, "header-leaver", {});
    expect(await staffPresence(db(), request(staff))).not.toBeNull();
    expect((await as(staff).post("/api/admin/logout")).status).toBe(200);
    expect(await staffPresence(db(), request(staff))).toBeNull();
  });
});

async function _login(username: string, password: string, code?: string) {
  return postJson(
    "/api/admin/login",
    { username, password, ...(code === undefined ? {} : { code }) },
    { headers: { "CF-Connecting-IP": nextIp() } },
  );
}

import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { openToAll } from "../../worker/api/admin/operation-routes";
import { PERMISSIONS } from "../../worker/services/staff/permissions";
import { adminGuard } from "../../worker/web/admin-guard.server";
import type { ApiEnv } from "../../worker/web/hono-env.server";
import { declaredRoutes } from "../../worker/web/operations.server";
import { ORDER_INTENTS } from "../../worker/web/order-desk-intents.server";
import { as, rootSession, staffCookie } from "./admin-helpers";
import { call, postJson, seedDatabase } from "./helpers";

// Every /api/admin route the API registers, with the permission declared beside its handler.
const DECLARED = [...declaredRoutes(api, "/admin")].map(
  ([key, mark]) => [key.replace(" ", " /api"), mark?.access ?? null] as const,
);

const ROUTES = DECLARED.map(([key, declared]) => {
  const [method = "", path = ""] = key.split(" ");
  // A route that declares nothing must be unreachable: the matrix then expects 404 for everyone.
  const access = declared ?? "undeclared";
  // A parameter no row has, so allowed calls end in 400/404 and change nothing.
  return { key, method, path: path.replace(/:page/, "about").replace(/:[a-zA-Z]+/g, "999999"), access };
});

async function send(method: string, path: string, cookie?: string): Promise<number> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (method === "GET") return (await call(path, { headers })).status;
  return (await postJson(path, {}, { method, headers })).status;
}

beforeAll(seedDatabase);

describe("the admin routes' declared permissions", () => {
  it("every /api/admin route the API registers declares its permission beside its handler", () => {
    expect(DECLARED.length).toBeGreaterThan(30);
    const missing = DECLARED.filter(([, access]) => access === null).map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it("never runs a handler whose route declares no permission (deny by default)", async () => {
    let ran = false;
    const app = new Hono<ApiEnv>()
      .use("/api/admin/*", adminGuard)
      .get("/api/admin/forgotten", (c) => {
        ran = true;
        return c.json({ leaked: true });
      })
      .get("/api/admin/declared", openToAll, (c) => c.json({ ok: true }));
    const forgotten = await app.request("/api/admin/forgotten");
    expect(forgotten.status).toBe(404);
    expect(await forgotten.json()).toEqual({ error: "Not found" });
    expect(ran).toBe(false);
    expect((await app.request("/api/admin/declared")).status).toBe(200);
    expect(declaredRoutes(app, "/api/admin").get("GET /api/admin/forgotten")).toBeNull();
  });

  it("asks for canRefundOrders wherever money moves: a fulfilment retry buys new eSIMs", () => {
    const declared = new Map(DECLARED);
    expect(declared.get("POST /api/admin/orders/:id/retry-fulfilment")).toBe("canRefundOrders");
    expect(declared.get("POST /api/admin/orders/:id/refund")).toBe("canRefundOrders");
    expect(ORDER_INTENTS["retry-fulfilment"].operation.access).toBe("canRefundOrders");
    expect(ORDER_INTENTS.refund.operation.access).toBe("canRefundOrders");
  });

  it("asks for canRefundOrders to ship a SIM: it moves the order and e-mails the customer", () => {
    const declared = new Map(DECLARED);
    expect(declared.get("POST /api/admin/orders/:id/items/:itemId/ship")).toBe("canRefundOrders");
    expect(ORDER_INTENTS.ship.operation.access).toBe("canRefundOrders");
  });

  it("asks the same of saying a posted SIM arrived: it delivers the order", () => {
    const declared = new Map(DECLARED);
    expect(declared.get("POST /api/admin/orders/:id/items/:itemId/delivered")).toBe("canRefundOrders");
    expect(ORDER_INTENTS.delivered.operation.access).toBe("canRefundOrders");
  });

  it("refuses an admin path it does not know", async () => {
    const root = await rootSession();
    expect((await as(root).get("/api/admin/not-a-route")).status).toBe(404);
  });
});

describe("permission matrix", () => {
  const staff: Record<string, string> = {};
  let root = "";
  let none = "";

  beforeAll(async () => {
    root = await rootSession();
    none = await staffCookie(root, "noflags", {});
    for (const permission of PERMISSIONS) {
      staff[permission] = await staffCookie(root, `only-${permission.toLowerCase()}`, { [permission]: true });
    }
    await env.DB.prepare(
      "insert into users (username, email, password) values ('shopper', 'shopper@shop.test', 'x')",
    ).run();
  });

  for (const route of ROUTES) {
    if (route.key === "POST /api/admin/login" || route.key === "POST /api/admin/logout") continue;

    it(`${route.key} (${route.access})`, async () => {
      const guest = await send(route.method, route.path);
      const customer = await send(
        route.method,
        route.path,
        "__Host-session=customer-token; session=customer-token",
      );
      if (route.access === "undeclared") {
        expect([guest, customer, await send(route.method, route.path, root)]).toEqual([404, 404, 404]);
        return;
      }
      if (route.access === "public") {
        expect(guest).not.toBe(401);
        return;
      }
      expect(guest).toBe(401);
      expect(customer).toBe(401);

      const superStatus = await send(route.method, route.path, root);
      expect([401, 403]).not.toContain(superStatus);

      const bare = await send(route.method, route.path, none);
      if (route.access === "staff") expect([401, 403]).not.toContain(bare);
      else expect(bare).toBe(403);

      for (const permission of PERMISSIONS) {
        const status = await send(route.method, route.path, staff[permission]);
        const shouldAllow = route.access === "staff" || route.access === permission;
        if (shouldAllow) expect([401, 403], `${permission} should pass`).not.toContain(status);
        else expect(status, `${permission} should be refused`).toBe(403);
      }
    });
  }
});

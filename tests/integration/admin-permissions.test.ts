import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { openToAll } from "../../worker/api/admin/operation-routes";
import { PERMISSIONS } from "../../worker/services/staff/permissions";
import { adminGuard } from "../../worker/web/guards/admin-guard.server";
import type { ApiEnv } from "../../worker/web/http/hono-env.server";
import { ORDER_INTENTS } from "../../worker/web/pages/orders/order-desk-intents.server";
import { as, rootSession, staffCookie } from "./admin-helpers";
import { declaredRoutes } from "./admin-routes";
import { call, postJson, seedDatabase } from "./helpers";

// Who may use each /api/admin route, written here and not read from the operations' declarations:
// a route whose declared access differs from this table fails its row of the matrix below.
// "public": anyone; "staff": any signed-in member; "superAdmin": super admins only; a flag: members
// who hold it (super admins always pass).
const EXPECTED_ACCESS: Record<string, string> = {
  "GET /api/admin/site-images": "public",
  "POST /api/admin/login": "public",
  "POST /api/admin/logout": "staff",
  "GET /api/admin/me": "staff",
  "GET /api/admin/permissions": "staff",
  "GET /api/admin/analytics": "staff",
  "GET /api/admin/analytics/today": "staff",
  "GET /api/admin/attention": "staff",
  "GET /api/admin/users": "canManageUsers",
  "POST /api/admin/users": "canManageUsers",
  "GET /api/admin/users/:id": "canManageUsers",
  "PUT /api/admin/users/:id": "canManageUsers",
  "DELETE /api/admin/users/:id": "canManageUsers",
  "POST /api/admin/users/:id/change-password": "canManageUsers",
  "PUT /api/admin/users/:id/role": "canManageUsers",
  "POST /api/admin/users/:id/ban": "canBanUsers",
  "POST /api/admin/users/:id/unban": "canBanUsers",
  "GET /api/admin/ban-logs": "canBanUsers",
  "GET /api/admin/users/:id/credit": "canManageUsers",
  "POST /api/admin/users/:id/credit": "canManageUsers",
  "GET /api/admin/orders": "canViewOrders",
  "GET /api/admin/orders/:id": "canViewOrders",
  "GET /api/admin/orders/:id/delivery": "canViewOrders",
  "POST /api/admin/orders/:id/refund": "canRefundOrders",
  "POST /api/admin/orders/:id/cancel": "canRefundOrders",
  "POST /api/admin/orders/:id/supplier-checked": "canRefundOrders",
  "POST /api/admin/orders/:id/retry-fulfilment": "canRefundOrders",
  "POST /api/admin/orders/:id/items/:itemId/ship": "canRefundOrders",
  "POST /api/admin/orders/:id/items/:itemId/delivered": "canRefundOrders",
  "GET /api/admin/refund-requests": "canViewOrders",
  "POST /api/admin/refund-requests/:id/approve": "canRefundOrders",
  "POST /api/admin/refund-requests/:id/decline": "canRefundOrders",
  "GET /api/admin/einvoice/consolidated": "canViewOrders",
  "GET /api/admin/einvoice/requests": "canViewOrders",
  "GET /api/admin/emails": "canViewOrders",
  "GET /api/admin/emails/:id": "canReadEmails",
  "POST /api/admin/emails/:id/resend": "canViewOrders",
  "GET /api/admin/audit-logs": "canViewAuditLogs",
  "GET /api/admin/contacts": "canViewContacts",
  "POST /api/admin/contacts/:id/reply": "canViewContacts",
  "GET /api/admin/partnerships": "canViewPartners",
  "PUT /api/admin/partnerships/:id/status": "canViewPartners",
  "GET /api/admin/products": "canManageProducts",
  "GET /api/admin/translations/missing": "canManageProducts",
  "GET /api/admin/products/topups": "canManageProducts",
  "POST /api/admin/products": "canManageProducts",
  "PUT /api/admin/products/:id": "canManageProducts",
  "DELETE /api/admin/products/:id": "canManageProducts",
  "GET /api/admin/reviews": "canManageReviews",
  "POST /api/admin/reviews": "canManageReviews",
  "PUT /api/admin/reviews/:id": "canManageReviews",
  "DELETE /api/admin/reviews/:id": "canManageReviews",
  "POST /api/admin/reviews/:id/publish": "canManageReviews",
  "POST /api/admin/reviews/:id/hide": "canManageReviews",
  "POST /api/admin/reviews/:id/reply": "canManageReviews",
  "GET /api/admin/inventory": "canManageInventory",
  "POST /api/admin/inventory/:productId/adjust": "canManageInventory",
  "PUT /api/admin/inventory/:productId/threshold": "canManageInventory",
  "GET /api/admin/content": "canManageContent",
  "PUT /api/admin/content/:page": "canManageContent",
  "POST /api/admin/site-images/upload": "canManageImages",
  "POST /api/admin/site-images": "canManageImages",
  "PUT /api/admin/site-images/:id": "canManageImages",
  "DELETE /api/admin/site-images/:id": "canManageImages",
  "GET /api/admin/settings/store": "canManageContent",
  "PUT /api/admin/settings/store": "canManageContent",
  "GET /api/admin/settings/claims": "canManageContent",
  "PUT /api/admin/settings/claims": "canManageContent",
  "GET /api/admin/settings/seller": "canManageContent",
  "PUT /api/admin/settings/seller": "canManageContent",
  "GET /api/admin/settings/checkout": "canManageContent",
  "PUT /api/admin/settings/checkout": "canManageContent",
  "GET /api/admin/settings/holds": "canManageInventory",
  "PUT /api/admin/settings/holds": "canManageInventory",
  "GET /api/admin/settings/shipping": "canManageContent",
  "PUT /api/admin/settings/shipping": "canManageContent",
  "GET /api/admin/settings/payments": "superAdmin",
  "PUT /api/admin/settings/payments": "superAdmin",
  "GET /api/admin/settings/security": "superAdmin",
  "PUT /api/admin/settings/security": "superAdmin",
  "GET /api/admin/staff": "superAdmin",
  "POST /api/admin/staff": "superAdmin",
  "PUT /api/admin/staff/:id/permissions": "superAdmin",
  "POST /api/admin/staff/:id/deactivate": "superAdmin",
  "POST /api/admin/staff/:id/activate": "superAdmin",
  "POST /api/admin/staff/:id/password": "superAdmin",
  "GET /api/admin/chat/rooms": "canAnswerChat",
  "GET /api/admin/chat/unread": "canAnswerChat",
  "GET /api/admin/chat/messages/:roomId": "canAnswerChat",
  "POST /api/admin/chat/send": "canAnswerChat",
  "POST /api/admin/chat/mark-read/:roomId": "canAnswerChat",
  "POST /api/admin/chat/close/:roomId": "canAnswerChat",
  "GET /api/admin/chat/customer/:roomId": "canAnswerChat",
  "GET /api/admin/chat/ws/:roomId": "canAnswerChat",
  "GET /api/admin/account": "staff",
  "POST /api/admin/account/password": "staff",
  "GET /api/admin/account/sessions": "staff",
  "DELETE /api/admin/account/sessions": "staff",
  "DELETE /api/admin/account/sessions/:id": "staff",
  "POST /api/admin/account/two-factor/setup": "staff",
  "POST /api/admin/account/two-factor/confirm": "staff",
  "POST /api/admin/account/two-factor/disable": "staff",
  "GET /api/admin/promotions": "canManagePromotions",
  "POST /api/admin/promotions": "canManagePromotions",
  "PUT /api/admin/promotions/:id": "canManagePromotions",
};

// Every /api/admin route the API registers, with the access its operation declares (null: none).
const DECLARED = [...declaredRoutes(api, "/admin")].map(
  ([key, mark]) => [key.replace(" ", " /api"), mark?.access ?? null] as const,
);

const ROUTES = Object.entries(EXPECTED_ACCESS).map(([key, access]) => {
  const [method = "", path = ""] = key.split(" ");
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

  it("declares for every route the access this file expects, with no route left out of the table", () => {
    expect(Object.fromEntries(DECLARED)).toEqual(EXPECTED_ACCESS);
  });

  it("never runs a handler whose route declares no permission (deny by default)", async () => {
    let ran = false;
    const app = new Hono<ApiEnv>()
      .use("/api/admin/*", adminGuard)
      .get("/api/admin/forgotten", (c) => {
        ran = true;
        return c.json({ leaked: true });
      })
      .get("/api/admin/declared", openToAll("get", "/declared"), (c) => c.json({ ok: true }));
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

import { env } from "cloudflare:workers";
import type { StaticHandlerContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TABS } from "../../app/components/admin/tabs";
import { usesStaffChrome } from "../../app/lib/chrome";
import { PERMISSION_LABELS, type Permission } from "../../app/schemas/admin/permissions";
import { rootSession, staffCookie } from "./admin-helpers";
import { appHandler, routeModule } from "./app-routes";
import { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { ORIGIN, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { config, queryRoutes } from "./route-harness";

const BRAND = config.BRAND_NAME;

/** What React Router would answer a document request with: a redirect, or the page's data. */
async function load(path: string, cookie?: string): Promise<Response | StaticHandlerContext> {
  const request = new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  const { response, page } = await queryRoutes(appHandler, request);
  return page ?? response;
}

function titleOf(page: StaticHandlerContext, file: string): string | undefined {
  const leaf = page.matches[page.matches.length - 1];
  const error = page.errors ? Object.values(page.errors)[0] : undefined;
  const meta = routeModule(`routes/${file}`).meta?.({
    matches: page.matches.map((m) => ({ id: m.route.id, loaderData: page.loaderData[m.route.id] })),
    error,
  });
  expect(leaf).toBeDefined();
  return (meta?.find((d) => "title" in d) as { title?: string } | undefined)?.title;
}

function asPage(result: Response | StaticHandlerContext): StaticHandlerContext {
  if (result instanceof Response) throw new Error(`expected a page, got ${result.status}`);
  return result;
}

// Written here, not read from the code's declarations, so that a wrong permission fails.
const TAB_ACCESS: Record<(typeof ADMIN_TABS)[number]["id"], string> = {
  analytics: "staff",
  users: "canManageUsers",
  orders: "canViewOrders",
  products: "canManageProducts",
  images: "canManageImages",
  reviews: "canManageReviews",
  content: "canManageContent",
  contacts: "canViewContacts",
  partners: "canViewPartners",
  bans: "canBanUsers",
  audit: "canViewAuditLogs",
  inventory: "canManageInventory",
  promotions: "canManagePromotions",
  settings: "canManageContent",
  chat: "canAnswerChat",
  emails: "canViewOrders",
};

const URLS = [
  { path: "/admin", file: "admin.analytics", title: "Analytics", access: "staff" },
  ...ADMIN_TABS.map((tab) => ({
    path: `/admin/${tab.id}`,
    file: `admin.${tab.id}`,
    title: tab.label,
    access: TAB_ACCESS[tab.id],
  })),
  { path: "/admin/account", file: "admin.account", title: "My account", access: "staff" },
  {
    path: "/content-manager",
    file: "content-manager",
    title: "Content Manager",
    access: "canManageContent",
  },
];

describe("the back office's route modules", () => {
  let nobody: string;
  let customer: string;
  const withOnly = new Map<string, string>();

  beforeAll(async () => {
    await seedDatabase();
    const shopper = new Browser();
    const signedIn = await shopper.post("/api/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
    });
    expect(signedIn.status).toBe(200);
    customer = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const root = await rootSession();
    nobody = await staffCookie(root, "routes-none", {});
    const needed = new Set(URLS.map((u) => u.access).filter((a) => a !== "staff"));
    for (const permission of needed) {
      withOnly.set(permission, await staffCookie(root, `routes-${permission}`, { [permission]: true }));
    }
  });

  it("has a route module for every tab of the navigation", () => {
    for (const tab of ADMIN_TABS)
      expect(routeModule(`routes/admin.${tab.id}`).loader, tab.id).toBeTypeOf("function");
  });

  for (const url of URLS) {
    it(`${url.path}: guests sign in first and come back; the right staff get it with its own title`, async () => {
      const guest = await load(`${url.path}?page=2`);
      expect(guest).toBeInstanceOf(Response);
      const redirect = guest as Response;
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("Location")).toBe(
        `/admin/login?${new URLSearchParams({ redirectTo: `${url.path}?page=2` })}`,
      );
      // A forged or ended session is a guest too, and so is a customer's (shop) session.
      const forged = await load(url.path, "__Host-admin_session=forged-token");
      expect((forged as Response).status).toBe(302);
      const shopper = await load(url.path, customer);
      expect((shopper as Response).status).toBe(302);

      const cookie = url.access === "staff" ? nobody : withOnly.get(url.access);
      const allowed = asPage(await load(url.path, cookie));
      expect(allowed.statusCode, url.path).toBe(200);
      expect(allowed.errors).toBeNull();
      expect(titleOf(allowed, url.file)).toBe(`${url.title} | Admin | ${BRAND}`);
      // The back office draws its own frame: no storefront header ("Sign up"), footer or chat.
      expect(usesStaffChrome(allowed.matches.map((m) => ({ handle: m.route.handle }) as never))).toBe(true);

      if (url.access === "staff") return;
      const denied = asPage(await load(url.path, nobody));
      expect(denied.statusCode, url.path).toBe(403);
      const error = Object.values(denied.errors ?? {})[0] as { status: number; data: unknown };
      expect(error.status).toBe(403);
      expect(error.data).toEqual({
        area: url.path === "/content-manager" ? "the Content Manager" : url.title,
        needs: PERMISSION_LABELS[url.access as Permission],
      });
      expect(titleOf(denied, url.file)).toBe(`Access Denied | Admin | ${BRAND}`);
      // The layout (the shell) still loaded, so the 403 renders inside it with the navigation.
      if (url.path.startsWith("/admin")) {
        expect(denied.loaderData["routes/admin"]).toMatchObject({ admin: { username: "routes-none" } });
      }
    });
  }

  it("the layout's loader offers exactly the tabs the member may open", async () => {
    const orders = asPage(await load("/admin", withOnly.get("canViewOrders")));
    const tabs = (orders.loaderData["routes/admin"] as { tabs: { label: string }[] }).tabs;
    expect(tabs.map((t) => t.label)).toEqual(["Analytics", "Orders", "E-mails"]);
    const root = asPage(await load("/admin", await rootSession()));
    const all = (root.loaderData["routes/admin"] as { tabs: { id: string }[] }).tabs;
    expect(all.map((t) => t.id)).toEqual(ADMIN_TABS.map((t) => t.id));
  });

  it("the layout's loader gives the unread-chat count only to staff who answer chats", async () => {
    const layout = async (cookie?: string) =>
      asPage(await load("/admin", cookie)).loaderData["routes/admin"] as { chatUnread: number | null };
    expect((await layout(withOnly.get("canViewOrders"))).chatUnread).toBeNull();
    const chat = withOnly.get("canAnswerChat");
    const before = (await layout(chat)).chatUnread;
    expect(before).toEqual(expect.any(Number));
    const { roomId, browser } = await newCustomer("routes");
    expect((await browser.post("/api/chat/send", { roomId, message: "Anyone there?" })).status).toBe(201);
    expect((await layout(chat)).chatUnread).toBe((before ?? 0) + 1);
  });

  it("the Analytics loader sends sales for the window asked, and none to staff without orders", async () => {
    const analytics = async (path: string, cookie?: string) =>
      (
        asPage(await load(path, cookie)).loaderData["routes/admin._index"] as {
          analytics: { sales: { days: number } | null };
        }
      ).analytics;
    expect((await analytics("/admin?days=7", await rootSession())).sales?.days).toBe(7);
    expect((await analytics("/admin", withOnly.get("canViewOrders"))).sales?.days).toBe(30);
    expect((await analytics("/admin?days=90", nobody)).sales).toBeNull();
  });

  it("/admin/users/:id: the customer page for Users staff, signed-in staff only, 403 without Users, 404 for none", async () => {
    const { id } = (await env.DB.prepare("select id from users where username = ?")
      .bind(TEST_CUSTOMER.username)
      .first<{ id: number }>()) ?? { id: 0 };
    const path = `/admin/users/${id}`;
    for (const cookie of [undefined, customer]) {
      const away = (await load(path, cookie)) as Response;
      expect(away.status).toBe(302);
      expect(away.headers.get("Location")).toBe(`/admin/login?${new URLSearchParams({ redirectTo: path })}`);
    }
    const users = asPage(await load(path, withOnly.get("canManageUsers")));
    expect(users.statusCode).toBe(200);
    const data = users.loaderData["routes/admin.users.$id"] as {
      profile: { username: string };
      orders: unknown;
    };
    expect(data.profile.username).toBe(TEST_CUSTOMER.username);
    expect(data.orders).toBeNull();
    expect(titleOf(users, "admin.users.$id")).toBe(`Customer ${TEST_CUSTOMER.username} | Admin | ${BRAND}`);
    const denied = asPage(await load(path, withOnly.get("canViewOrders")));
    expect(denied.statusCode).toBe(403);
    expect(asPage(await load("/admin/users/999999", withOnly.get("canManageUsers"))).statusCode).toBe(404);
  });

  it("leaves the shop's pages in the shop's frame", () => {
    expect(usesStaffChrome([{ handle: undefined } as never])).toBe(false);
  });
});

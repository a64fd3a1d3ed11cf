// Every storefront form posts to its route action, gets one FormResult shape, and
// its toast travels one way (queued by the action, shown by the root loader). The real route
// modules (root's middleware and loader included) run here inside workerd through React Router's
// static handler: as a document POST (JavaScript off), and as a fetcher's POST that runs the action
// alone, its loaders revalidating in a second request (JavaScript on).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { appHandler } from "./app-routes";
import { call, ORIGIN, seedDatabase, TEST_BANNED, TEST_CUSTOMER } from "./helpers";
import { queryRoutes, type RouteAnswer } from "./route-harness";

beforeAll(seedDatabase);

const FLASH = "__Host-flash";

/** One request through the route modules; `asFetcher` runs the action alone (route-harness.ts). */
function send(path: string, { asFetcher, ...init }: RequestInit & { asFetcher?: boolean } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  return queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, { ...init, headers }), {
    actionOnly: asFetcher,
  });
}

function post(
  path: string,
  fields: Record<string, string>,
  extra: RequestInit & { asFetcher?: boolean } = {},
) {
  return send(path, { ...extra, method: "POST", body: new URLSearchParams(fields) });
}

/** The toast a response's flash cookie carries, or null. */
function flashOf(response: Response): { title: string; variant?: string } | null {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${FLASH}=`));
  const value = line?.slice(FLASH.length + 1).split(";")[0];
  return value ? JSON.parse(decodeURIComponent(value)) : null;
}

const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

type Shell = { flash: { title: string; variant?: string } | null };
const shellOf = (answer: RouteAnswer) => answer.page?.loaderData.root as Shell;
const actionOf = (answer: RouteAnswer, file: string) =>
  answer.page?.actionData?.[`routes/${file}`] as Record<string, unknown> | undefined;

const goodContact = { name: "Nurul Aina", email: "nurul@example.com", message: "No signal in Osaka yet." };

describe("a form posted without JavaScript (document request)", () => {
  it("answers 400 with the field errors and values on the page itself, and no toast queued", async () => {
    const answer = await post("/support", { ...goodContact, name: "N" });
    expect(answer.response.status).toBe(400);
    expect(actionOf(answer, "support")).toMatchObject({
      ok: false,
      fieldErrors: { name: "Name must be at least 2 characters" },
      values: { email: goodContact.email },
    });
    expect(shellOf(answer).flash).toBeNull();
    expect(flashOf(answer.response)).toBeNull();
  });

  it("shows the success toast in the same response instead of leaving a cookie for the next page", async () => {
    const answer = await post("/support", goodContact);
    expect(answer.response.status).toBe(200);
    expect(actionOf(answer, "support")).toEqual({ ok: true });
    expect(shellOf(answer).flash).toMatchObject({ title: "Message sent!" });
    expect(flashOf(answer.response)).toBeNull();
  });

  it("sends a cart post back where it came from, with its toast in the flash cookie", async () => {
    const answer = await post("/cart", { intent: "add", productId: "1", redirectTo: "/shop?region=asia" });
    expect(answer.response.status).toBe(302);
    expect(answer.response.headers.get("Location")).toBe("/shop?region=asia");
    expect(flashOf(answer.response)?.title).toBe("Added to cart");

    const next = await send("/shop?region=asia", { headers: { Cookie: cookieFrom(answer.response) } });
    expect(shellOf(next).flash).toMatchObject({ title: "Added to cart" });
  });

  it("never sends a cart post off the site", async () => {
    const answer = await post("/cart", {
      intent: "add",
      productId: "1",
      redirectTo: "https://evil.example/",
    });
    expect(answer.response.headers.get("Location")).toBe("/cart");
  });
});

describe("the same form through a fetcher (JavaScript on)", () => {
  it("answers data and queues the toast in the cookie the revalidating root loader reads once", async () => {
    const answer = await post("/support", goodContact, { asFetcher: true });
    expect(actionOf(answer, "support")).toEqual({ ok: true });
    expect(flashOf(answer.response)).toMatchObject({ title: "Message sent!" });

    const revalidation = await send("/support", { headers: { Cookie: cookieFrom(answer.response) } });
    expect(shellOf(revalidation).flash).toMatchObject({ title: "Message sent!" });
    expect(revalidation.page?.loaderHeaders.root?.get("Set-Cookie")).toMatch(/__Host-flash=;/);
  });

  it("a failure the server explains keeps its status and queues a destructive toast", async () => {
    const answer = await post(
      "/auth/login",
      { emailOrUsername: TEST_CUSTOMER.username, password: "not-the-password" },
      { asFetcher: true },
    );
    expect(answer.response.status).toBe(401);
    expect(actionOf(answer, "auth.login")).toMatchObject({ ok: false, status: 401 });
    expect(flashOf(answer.response)).toMatchObject({ title: "Login failed", variant: "destructive" });
  });

  it("field errors come back for their fields without a toast", async () => {
    const answer = await post("/auth/register", { username: "x" }, { asFetcher: true });
    expect(answer.response.status).toBe(400);
    expect(actionOf(answer, "auth.register")).toMatchObject({ ok: false, fieldErrors: expect.any(Object) });
    expect(flashOf(answer.response)).toBeNull();
  });

  it("a signed-out profile post is refused with 401, its intent and a toast", async () => {
    const answer = await post(
      "/profile",
      { intent: "change-password", currentPassword: "a", newPassword: "b", confirmPassword: "b" },
      { asFetcher: true },
    );
    expect(answer.response.status).toBe(401);
    expect(actionOf(answer, "profile")).toMatchObject({ ok: false, intent: "change-password" });
    expect(flashOf(answer.response)).toMatchObject({ title: "Error", variant: "destructive" });
  });
});

describe("the signed-in customer guard (React Router middleware)", () => {
  it("sends a guest to sign in and back, for the page and for its data", async () => {
    for (const path of ["/my-orders", "/my-orders/1"]) {
      const answer = await send(path);
      expect(answer.response.status).toBe(302);
      expect(answer.response.headers.get("Location")).toBe(
        `/auth/login?${new URLSearchParams({ redirectTo: path })}`,
      );
      expect(answer.page).toBeUndefined();
    }
  });

  it("lets the signed-in customer in, and only to their own orders", async () => {
    const login = await post("/auth/login", {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
      redirectTo: "/my-orders",
    });
    expect(login.response.headers.get("Location")).toBe("/my-orders");
    const cookie = cookieFrom(login.response);
    const list = await send("/my-orders", { headers: { Cookie: cookie } });
    const { orders } = (list.page?.loaderData["routes/my-orders"] ?? { orders: [] }) as {
      orders: { id: number }[];
    };
    expect(orders.length).toBeGreaterThan(0);
    const own = await send(`/my-orders/${orders[0]?.id}`, { headers: { Cookie: cookie } });
    expect(own.response.status).toBe(200);
    // The same order, copied to another customer.
    const { results: columns } = await env.DB.prepare("PRAGMA table_info(orders)").all<{ name: string }>();
    const copied = columns.map((c) => c.name).filter((name) => name !== "id" && name !== "user_id");
    const foreignOrder = await env.DB.prepare(
      `INSERT INTO orders (user_id, ${copied.join(", ")})
       SELECT (SELECT id FROM users WHERE username = ?), ${copied.join(", ")} FROM orders WHERE id = ?
       RETURNING id`,
    )
      .bind(TEST_BANNED.username, orders[0]?.id)
      .first<{ id: number }>();
    expect(foreignOrder?.id).toBeGreaterThan(0);
    const foreign = await send(`/my-orders/${foreignOrder?.id}`, { headers: { Cookie: cookie } });
    expect(foreign.response.status).toBe(404);
  });
});

describe("the profile's data-rights intents (the page's own action)", () => {
  async function registered(name: string) {
    const password = "Rights-pass-1";
    const answer = await post("/auth/register", {
      username: name,
      email: `${name}@example.com`,
      password,
      confirmPassword: password,
    });
    expect(answer.response.status).toBe(302);
    return { cookie: cookieFrom(answer.response), password };
  }

  it("ends another session (fetcher), then deletes the account as a plain POST: home, signed out, a toast", async () => {
    const { cookie, password } = await registered("formrights");
    const other = await registered("formrights-other");
    const phone = await post("/auth/login", { emailOrUsername: "formrights", password });
    const phoneCookie = cookieFrom(phone.response);
    const page = await send("/profile?tab=security", { headers: { Cookie: cookie } });
    const { sessions } = (page.page?.loaderData["routes/profile"] ?? { sessions: [] }) as {
      sessions: { id: number; current: boolean }[];
    };
    expect(sessions).toHaveLength(2);
    const phoneSession = sessions.find((s) => !s.current);
    const theirs = await send("/profile?tab=security", { headers: { Cookie: other.cookie } });
    const [strangerSession] = (
      (theirs.page?.loaderData["routes/profile"] ?? { sessions: [] }) as { sessions: { id: number }[] }
    ).sessions;

    const foreign = await post(
      "/profile?tab=security",
      { intent: "end-session", sessionId: String(strangerSession?.id) },
      { headers: { Cookie: cookie }, asFetcher: true },
    );
    expect(foreign.response.status).toBe(404);
    const ended = await post(
      "/profile?tab=security",
      { intent: "end-session", sessionId: String(phoneSession?.id) },
      { headers: { Cookie: cookie }, asFetcher: true },
    );
    expect(actionOf(ended, "profile")).toMatchObject({ ok: true, intent: "end-session" });
    expect(flashOf(ended.response)).toMatchObject({ title: "Signed out of that device" });
    expect((await call("/api/user/sessions", { headers: { Cookie: phoneCookie } })).status).toBe(401);

    const wrong = await post(
      "/profile?tab=data",
      { intent: "delete-account", password: "not-it" },
      { headers: { Cookie: cookie } },
    );
    expect(wrong.response.status).toBe(401);
    expect(actionOf(wrong, "profile")).toMatchObject({ ok: false, intent: "delete-account" });
    const empty = await post(
      "/profile?tab=data",
      { intent: "delete-account" },
      { headers: { Cookie: cookie } },
    );
    expect(actionOf(empty, "profile")).toMatchObject({
      ok: false,
      fieldErrors: { password: expect.any(String) },
    });

    const deleted = await post(
      "/profile?tab=data",
      { intent: "delete-account", password },
      { headers: { Cookie: cookie } },
    );
    expect(deleted.response.status).toBe(302);
    expect(deleted.response.headers.get("Location")).toBe("/");
    expect(deleted.response.headers.getSetCookie().join("\n")).toMatch(/__Host-session=;/);
    expect(flashOf(deleted.response)).toMatchObject({ title: "Your account has been deleted" });
    expect((await call("/api/user/sessions", { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await call("/api/user/sessions", { headers: { Cookie: other.cookie } })).status).toBe(200);
  });
});

describe("every form action refuses another site's post", () => {
  it.each(["/support", "/partner", "/cart", "/auth/login", "/auth/register", "/profile"])(
    "%s",
    async (path) => {
      const response = await call(path, {
        method: "POST",
        body: new URLSearchParams({ intent: "add" }),
        headers: { Origin: "https://evil.example" },
      });
      expect(response.status).toBe(403);
    },
  );
});

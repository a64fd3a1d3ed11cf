// Issue 15: the E-mails tab resends a message through its route's intent action (resend-email), run
// inside workerd through React Router's static handler: success (audited, queued again, the toast
// queued), 403 without View orders, 400 bad input, cross-origin refused, an unknown e-mail 404.
import { eq } from "drizzle-orm";
import { createStaticHandler, type RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { flashMiddleware } from "../../worker/web/flash.server";
import { auditCount, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { db, eventually, placePaidOrder } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

type Module = Pick<RouteObject, "loader" | "action" | "middleware">;
const modules = import.meta.glob<Module>("../../app/routes/admin{,.emails}.tsx", { eager: true });
const route = (id: string, file: string, path: string, children?: RouteObject[]) => {
  const mod = modules[`../../app/routes/${file}.tsx`];
  if (!mod) throw new Error(`no route module ${file}.tsx`);
  return {
    id,
    path,
    loader: mod.loader,
    action: mod.action,
    middleware: mod.middleware,
    children,
  } as RouteObject;
};

const EMAILS = "routes/admin.emails";
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: () => ({}),
    // The root's middleware holds the request's toast queue, as app/root.tsx declares it.
    middleware: [flashMiddleware as NonNullable<RouteObject["middleware"]>[number]],
    children: [route("routes/admin", "admin", "admin", [route(EMAILS, "admin.emails", "emails")])],
  },
]);

async function post(fields: Record<string, string | number>, cookie: string, origin = ORIGIN) {
  const request = new Request(`${ORIGIN}/admin/emails`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  const { response, page } = await queryRoutes(handler, request, { actionOnly: true });
  const answer = (page?.actionData?.[EMAILS] ?? null) as { ok: boolean; fieldErrors?: object } | null;
  return {
    status: response.status,
    answer,
    cookie: decodeURIComponent(response.headers.get("Set-Cookie") ?? ""),
  };
}

async function expectRefused(
  fields: Record<string, string | number>,
  cookie: string,
  status: number,
  origin?: string,
) {
  const before = await auditCount();
  const result = await post(fields, cookie, origin);
  expect(result.status, JSON.stringify(result.answer)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.answer;
}

let viewer: string;
let nobody: string;

beforeAll(async () => {
  await seedDatabase();
  const root = await rootSession();
  viewer = await staffCookie(root, "emails-viewer", { canViewOrders: true });
  nobody = await staffCookie(root, "emails-nobody", { canManageContent: true });
});

describe("the E-mails tab's resend-email intent", () => {
  it("queues the e-mail again, audited, with the tab's toast; refuses what it should", async () => {
    const { orderId } = await placePaidOrder({
      userId: null,
      email: "resend-tab@shop.test",
      lines: [{ slug: "japan-5gb-7-days" }],
    });
    const email = await eventually(() =>
      db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).get(),
    );

    await expectRefused({ intent: "resend-email", emailId: email.id }, nobody, 403);
    await expectRefused({ intent: "resend-email", emailId: email.id }, viewer, 403, "https://evil.test");
    expect(await expectRefused({ intent: "resend-email", emailId: "abc" }, viewer, 400)).toMatchObject({
      fieldErrors: { emailId: expect.any(String) },
    });
    await expectRefused({ intent: "resend-email", emailId: 999999 }, viewer, 404);
    expect(await expectRefused({ intent: "delete-email", emailId: email.id }, viewer, 400)).toMatchObject({
      fieldErrors: { intent: "Unknown action" },
    });

    const done = await post({ intent: "resend-email", emailId: email.id }, viewer);
    expect(done.status, JSON.stringify(done.answer)).toBe(200);
    expect(done.answer).toMatchObject({ ok: true, intent: "resend-email" });
    expect(done.cookie).toContain("E-mail queued again");
    expect((await lastAudit())?.action).toBe("EMAIL_RESEND");
  });
});

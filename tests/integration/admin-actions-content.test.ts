// Issue 15: the content manager saves a page through its route's intent action (save-content), run
// inside workerd through React Router's static handler: success (audited, the toast queued), 403
// without canManageContent, 400 bad input or an unknown page, cross-origin refused.
import { createStaticHandler, type RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { flashMiddleware } from "../../worker/web/flash.server";
import { as, auditCount, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

type Module = Pick<RouteObject, "loader" | "action" | "middleware">;
const modules = import.meta.glob<Module>("../../app/routes/content-manager.tsx", { eager: true });
const manager = modules["../../app/routes/content-manager.tsx"];
if (!manager) throw new Error("no route module content-manager.tsx");

const ROUTE = "routes/content-manager";
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: () => ({}),
    // The root's middleware holds the request's toast queue, as app/root.tsx declares it.
    middleware: [flashMiddleware as NonNullable<RouteObject["middleware"]>[number]],
    children: [{ id: ROUTE, path: "content-manager", ...manager } as RouteObject],
  },
]);

async function post(fields: Record<string, string>, cookie: string, origin = ORIGIN) {
  const request = new Request(`${ORIGIN}/content-manager`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const { response, page } = await queryRoutes(handler, request, { actionOnly: true });
  const answer = (page?.actionData?.[ROUTE] ?? null) as { ok: boolean; fieldErrors?: object } | null;
  return {
    status: response.status,
    answer,
    cookie: decodeURIComponent(response.headers.get("Set-Cookie") ?? ""),
  };
}

async function expectRefused(
  fields: Record<string, string>,
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

const save = {
  intent: "save-content",
  page: "support",
  title: "Help desk",
  subtitle: "",
  content: "## Hi",
  imageUrl: "",
};
let root: string;
let editor: string;
let nobody: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  editor = await staffCookie(root, "content-editor", { canManageContent: true });
  nobody = await staffCookie(root, "content-nobody", { canViewOrders: true });
});

describe("the content manager's save-content intent", () => {
  it("saves the page as the API does, audited, and queues the toast", async () => {
    const result = await post(save, editor);
    expect(result.status, JSON.stringify(result.answer)).toBe(200);
    expect(result.answer).toMatchObject({ ok: true, intent: "save-content" });
    expect(result.cookie).toContain("Content Updated");
    expect((await lastAudit())?.action).toBe("CONTENT_UPDATE");
    const pages = (await (await as(editor).get("/api/admin/content")).json()) as {
      page: string;
      title: string;
    }[];
    expect(pages.find((p) => p.page === "support")).toMatchObject({ title: "Help desk" });
  });

  it("refuses staff without Manage content, a cross-origin post, bad fields and an unknown page", async () => {
    await expectRefused(save, nobody, 403);
    await expectRefused(save, editor, 403, "https://evil.test");
    expect(await expectRefused({ ...save, title: "" }, editor, 400)).toMatchObject({
      fieldErrors: { title: "Title is required" },
    });
    expect(await expectRefused({ ...save, page: "nowhere" }, editor, 400)).toMatchObject({
      fieldErrors: { page: expect.any(String) },
    });
    expect(await expectRefused({ ...save, intent: "delete-content" }, editor, 400)).toMatchObject({
      fieldErrors: { intent: "Unknown action" },
    });
  });
});

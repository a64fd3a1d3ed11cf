// The back-office tabs' intent actions (issue 15), run inside workerd through React Router's own
// static handler, as admin-order-desk.test.ts runs the desk: root (with its toast middleware),
// the admin layout, and the tab whose action is posted to.
import { createStaticHandler, type RouteObject } from "react-router";
import { expect } from "vitest";
import { flashMiddleware } from "../../worker/web/flash.server";
import { auditCount } from "./admin-helpers";
import { ORIGIN } from "./helpers";
import { config, queryRoutes } from "./route-harness";

type RouteModule = Pick<RouteObject, "loader" | "action" | "middleware">;

const modules = import.meta.glob<RouteModule>("../../app/routes/admin*.tsx", { eager: true });

function routeObject(file: string, path: string, children?: RouteObject[]): RouteObject {
  const mod = modules[`../../app/routes/${file}.tsx`];
  if (!mod) throw new Error(`no route module ${file}.tsx`);
  return {
    id: `routes/${file}`,
    path,
    loader: mod.loader,
    action: mod.action,
    middleware: mod.middleware,
    children,
  } as RouteObject;
}

/** A handler for the tab at /admin/<tab>, whose module is app/routes/admin.<tab>.tsx. */
export function tabHandler(tab: string) {
  return createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ config: { brandName: config.BRAND_NAME } }),
      middleware: [flashMiddleware as NonNullable<RouteObject["middleware"]>[number]],
      children: [routeObject("admin", "admin", [routeObject(`admin.${tab}`, tab)])],
    },
  ]);
}

export interface Posted {
  status: number;
  failure: { error: string; fieldErrors?: Record<string, string> } | null;
  /** The action's answer (a success may carry data, as an upload's URL). */
  answer: unknown;
  toast: string;
}

/** A fetcher's post to a tab's action, as the browser sends it (same origin unless told otherwise). */
export async function postIntent(
  tab: string,
  fields: Record<string, string | number> | FormData,
  cookie: string,
  origin = ORIGIN,
): Promise<Posted> {
  const body =
    fields instanceof FormData
      ? fields
      : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const request = new Request(`${ORIGIN}/admin/${tab}`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: origin,
      "CF-Connecting-IP": "203.0.113.9",
      "User-Agent": "vitest-tabs",
    },
    body,
  });
  const { response, page } = await queryRoutes(tabHandler(tab), request, { actionOnly: true });
  const answer = page?.actionData?.[`routes/admin.${tab}`] as { ok: boolean } | undefined;
  return {
    status: page?.statusCode ?? response.status,
    failure: answer && !answer.ok ? (answer as unknown as Posted["failure"]) : null,
    answer,
    toast: decodeURIComponent(response.headers.get("Set-Cookie") ?? ""),
  };
}

/** A success: 200 and its toast queued for the root loader. */
export async function expectDone(posting: Promise<Posted>, toast: RegExp) {
  const result = await posting;
  expect(result.status, JSON.stringify(result.failure)).toBe(200);
  expect(result.toast).toMatch(toast);
}

/** A refused post: its status, and no audit row written. */
export async function expectRefused(posting: () => Promise<Posted>, status: number) {
  const before = await auditCount();
  const result = await posting();
  expect(result.status, JSON.stringify(result.failure)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.failure;
}

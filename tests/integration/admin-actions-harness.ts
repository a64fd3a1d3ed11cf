// The back-office screens' intent actions, run inside workerd through React Router's own static
// handler over the app's route tree (app-routes.ts): root (with its toast middleware), the admin
// layout and the tab whose action is posted to, or the content manager, which has no layout.
import type { StaticHandler } from "react-router";
import { expect } from "vitest";
import { auditCount } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { ORIGIN } from "./helpers";
import { queryRoutes } from "./route-harness";

/** Where a fetcher posts: the page's URL, the route whose action answers, and the routes around it. */
export interface Screen {
  url: string;
  routeId: string;
  handler: StaticHandler;
}

/** The tab at /admin/<tab>, as a page showing `search` (e.g. "?q=x", a filtered list) posts to it. */
export function adminTab(tab: string, search = ""): Screen {
  return { url: `/admin/${tab}${search}`, routeId: `routes/admin.${tab}`, handler: appHandler };
}

/** /content-manager: a staff screen of its own, outside the admin layout. */
export const contentManager: Screen = {
  url: "/content-manager",
  routeId: "routes/content-manager",
  handler: appHandler,
};

export interface Posted {
  /** The intent that was posted, which a success answers with. */
  intent: string;
  status: number;
  failure: { error: string; fieldErrors?: Record<string, string> } | null;
  /** The action's answer (a success may carry data, as an upload's URL). */
  answer: unknown;
  toast: string;
}

/**
 * A fetcher's post to a screen's action (an admin tab by its name), as the browser sends it (same
 * origin unless told otherwise).
 */
export async function postIntent(
  screen: string | Screen,
  fields: Record<string, string | number> | FormData,
  cookie: string,
  origin = ORIGIN,
): Promise<Posted> {
  const { url, routeId, handler } = typeof screen === "string" ? adminTab(screen) : screen;
  const body =
    fields instanceof FormData
      ? fields
      : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const request = new Request(`${ORIGIN}${url}`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: origin,
      "CF-Connecting-IP": "203.0.113.9",
      "User-Agent": "vitest-tabs",
    },
    body,
  });
  const { response, page } = await queryRoutes(handler, request, { actionOnly: true });
  const answer = page?.actionData?.[routeId] as { ok: boolean } | undefined;
  return {
    intent: String(fields instanceof FormData ? fields.get("intent") : fields.intent),
    status: page?.statusCode ?? response.status,
    failure: answer && !answer.ok ? (answer as unknown as Posted["failure"]) : null,
    answer,
    toast: decodeURIComponent(response.headers.get("Set-Cookie") ?? ""),
  };
}

/**
 * A success: 200, `{ ok: true }` with the intent posted, and its toast queued in the flash cookie for the root loader (a
 * string is a part of the toast's text). Answers the post, for what a test checks further.
 */
export async function expectDone(posting: Promise<Posted>, toast: RegExp | string) {
  const result = await posting;
  expect(result.status, JSON.stringify(result.failure)).toBe(200);
  expect(result.answer).toMatchObject({ ok: true, intent: result.intent });
  expect(result.toast).toContain("__Host-flash");
  expect(result.toast).toMatch(toast);
  return result;
}

/** A refused post: its status, and no audit row written. */
export async function expectRefused(posting: () => Promise<Posted>, status: number) {
  const before = await auditCount();
  const result = await posting();
  expect(result.status, JSON.stringify(result.failure)).toBe(status);
  expect(await auditCount()).toBe(before);
  return result.failure;
}

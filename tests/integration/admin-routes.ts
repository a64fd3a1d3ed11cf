import type { Hono } from "hono";
import { markOf } from "../../worker/web/operations.server";

/**
 * Every `METHOD /path` an app registers under `prefix`, with what its handlers are marked with (null
 * when nothing), read the way the admin guard reads a matched route.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its env and schema
export function declaredRoutes(app: Hono<any, any, any>, prefix: string) {
  const routes = new Map<string, ReturnType<typeof markOf>>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, routes.get(key) ?? markOf(route.handler));
  }
  return routes;
}

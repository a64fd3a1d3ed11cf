import type { Hono } from "hono";
import { markOfRoute } from "../../worker/web/guards/operations.server";

/**
 * Every `METHOD /path` an app registers under `prefix` (where that app has /api/admin), with what
 * the route registry records for it (null when nothing), read the way the admin guard reads a matched route.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its env and schema
export function declaredRoutes(app: Hono<any, any, any>, prefix: string) {
  const routes = new Map<string, ReturnType<typeof markOfRoute>>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, routes.get(key) ?? markOfRoute(route.method, route.path, prefix));
  }
  return routes;
}

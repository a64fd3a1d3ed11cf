import type { Env, Hono, MiddlewareHandler } from "hono";
import type { Access } from "../../../app/schemas/admin/permissions";

const ACCESS = Symbol("admin route access");
// Hono wraps a sub-app's handlers when it mounts an app with its own onError; the original hangs here.
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

type Marked = { [ACCESS]?: Access; [COMPOSED_HANDLER]?: unknown };

/**
 * What an /api/admin route requires, declared first in its handler list:
 * `.post("/products", requires("canManageProducts"), validateJson(…), handler)`.
 * The admin guard (worker/web/admin-guard.server.ts) reads the declaration of the route a request
 * matched and enforces it before any handler runs; a route that declares nothing answers 404.
 */
export function requires<E extends Env = Env>(access: Access): MiddlewareHandler<E> {
  const declaration: MiddlewareHandler<E> = async (_c, next) => {
    await next();
  };
  Object.defineProperty(declaration, ACCESS, { value: access });
  return declaration;
}

/** The access a handler declares (see requires), through Hono's mount wrappers; null when none. */
export function accessOf(handler: unknown): Access | null {
  let current = handler as Marked | undefined;
  while (typeof current === "function") {
    const access = current[ACCESS];
    if (access) return access;
    current = current[COMPOSED_HANDLER] as Marked | undefined;
  }
  return null;
}

/**
 * Every `METHOD /path` an app registers under `prefix`, with its declared access (null when it
 * declares none); for the permission-matrix tests.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its env and schema
export function declaredRoutes(app: Hono<any, any, any>, prefix: string) {
  const routes = new Map<string, Access | null>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, routes.get(key) ?? accessOf(route.handler));
  }
  return routes;
}

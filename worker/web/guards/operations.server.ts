import type { Operation, OperationContext } from "../../services/shared/operation";
import { actorFrom } from "./actor.server";

// What the two edges built from the back office's operations share: the /api/admin routes
// (worker/api/admin/) and the tabs' intent actions (admin-intent.server.ts) take each operation from
// its domain's operations.ts, and neither declares a permission of its own.

// biome-ignore lint/suspicious/noExplicitAny: an operation of any input and output
export type AnyOperation = Operation<any, unknown>;

/** What an operation runs with, for the member a request is made by. */
export function operationContext(request: Request, work: Omit<OperationContext, "actor">): OperationContext {
  return { ...work, actor: actorFrom(work.admin, request) };
}

type Mark = AnyOperation | typeof OPEN_TO_ALL;

/**
 * The mark of the two /api/admin routes open to everyone: signing in (there is no member yet) and
 * the public read of the site images. Neither is a back-office operation: there is no permission.
 */
export const OPEN_TO_ALL = { access: "public" } as const;

/** Where the back office's JSON API is mounted; the registry's paths are under it. */
const ADMIN_API = "/api/admin";

/**
 * Every /api/admin route, by "METHOD /path" under /api/admin, with what it performs: recorded by
 * the helpers that define the routes (worker/api/admin/operation-routes.ts) as they define them.
 * The admin guard (admin-guard.server.ts) looks up the route a request matched here and enforces
 * its access before any handler runs; a route that is not here answers 404.
 */
const DECLARED = new Map<string, Mark>();

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path === "" ? "/" : path}`;

/** Records that `method path` (under /api/admin) performs `mark`; a path declared twice is a mistake. */
export function declareAdminRoute(method: string, path: string, mark: Mark) {
  const key = keyOf(method, path);
  const known = DECLARED.get(key);
  if (known && known !== mark) throw new Error(`${key} is declared with two operations`);
  DECLARED.set(key, mark);
}

/**
 * What a route pattern (as Hono reports it for the request it matched, or lists in an app's
 * routes) performs; `mountedAt` is where that app has /api/admin. Null when nothing is declared.
 */
export function markOfRoute(method: string, pattern: string, mountedAt = ADMIN_API): Mark | null {
  if (pattern !== mountedAt && !pattern.startsWith(`${mountedAt}/`)) return null;
  return DECLARED.get(keyOf(method, pattern.slice(mountedAt.length))) ?? null;
}

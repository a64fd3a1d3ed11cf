import type { MiddlewareHandler } from "hono";
import type { Operation, OperationContext } from "../services/shared/operation";
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

const OPERATION = Symbol("admin route operation");
// Hono wraps a sub-app's handlers when it mounts an app with its own onError; the original hangs here.
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";
type Marked = { [OPERATION]?: AnyOperation | typeof OPEN_TO_ALL; [COMPOSED_HANDLER]?: unknown };

/**
 * The mark of the two /api/admin routes open to everyone: signing in (there is no member yet) and
 * the public read of the site images. Neither is a back-office operation: there is no permission.
 */
export const OPEN_TO_ALL = { access: "public" } as const;

/**
 * The mark an /api/admin route carries first in its handler list: the operation it performs. The
 * admin guard (admin-guard.server.ts) reads the operation of the route a request matched and
 * enforces its access before any handler runs; a route that carries none answers 404.
 */
export function performs(operation: AnyOperation | typeof OPEN_TO_ALL): MiddlewareHandler {
  const mark: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  Object.defineProperty(mark, OPERATION, { value: operation });
  return mark;
}

/** What a handler is marked with (see performs), through Hono's mount wrappers; null when nothing. */
export function markOf(handler: unknown): AnyOperation | typeof OPEN_TO_ALL | null {
  let current = handler as Marked | undefined;
  while (typeof current === "function") {
    const mark = current[OPERATION];
    if (mark) return mark;
    current = current[COMPOSED_HANDLER] as Marked | undefined;
  }
  return null;
}

import { type Context, Hono, type MiddlewareHandler } from "hono";
import { readConfig } from "../../env";
import type { OperationContext } from "../../services/shared/operation";
import { adminSessionHash } from "../../web/cookies/admin-session-cookie.server";
import { currentAdmin } from "../../web/guards/admin-guard.server";
import { type AnyOperation, declareAdminRoute, OPEN_TO_ALL } from "../../web/guards/operations.server";
import type { ApiEnv } from "../../web/http/hono-env.server";
import { readJsonBody } from "../read-json";
import { parseOr400 } from "../validate";

type Method = "get" | "post" | "put" | "delete";
export type ApiContext = Context<ApiEnv>;
type Result<Op extends AnyOperation> = Awaited<ReturnType<Op["run"]>>;

interface RouteOptions<R> {
  /** 201 for a creation; 200 otherwise. */
  status?: 201;
  /** The JSON answer built from the result, where SPEC.md §7 wraps it (`{ product }`). */
  answer?: (result: R) => unknown;
  /** The whole answer, for one that also sets a header or a cookie. */
  respond?: (c: ApiContext, result: R) => Response;
  /** Reads the input itself (a multipart file, a socket upgrade, a page cursor) and answers. */
  handle?: (c: ApiContext, perform: (input: unknown) => Promise<R>) => Promise<Response>;
}

export interface OperationRoute extends RouteOptions<unknown> {
  method: Method;
  path: string;
  operation: AnyOperation;
}

/** One /api/admin route: a method and path, the operation it performs and how its answer looks. */
export function route<Op extends AnyOperation>(
  method: Method,
  path: string,
  operation: Op,
  options: RouteOptions<Result<Op>> = {},
): OperationRoute {
  return { method, path, operation, ...(options as RouteOptions<unknown>) };
}

/** What an operation runs with on the JSON API: the request's bindings and the acting member. */
async function apiOperationContext(c: ApiContext): Promise<OperationContext> {
  return {
    db: c.get("db"),
    env: c.env,
    config: readConfig(c.env),
    admin: currentAdmin(c),
    actor: c.get("actor"),
    sessionHash: await adminSessionHash(c.req.raw),
  };
}

/**
 * The operation's input from the request: its target ids from the path (each with its own schema's
 * message, checked first), then its fields from the query string of a read or the JSON body.
 */
async function inputOf(c: ApiContext, { method, operation }: OperationRoute) {
  const ids: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.target ?? {}))
    ids[name] = parseOr400(schema, c.req.param(name));
  if (!operation.input) return ids;
  const raw = method === "get" ? c.req.query() : await readJsonBody(c);
  // The path's ids come last: a body field of the same name never retargets the operation.
  return { ...(parseOr400(operation.input, raw) as object), ...ids };
}

function handlerOf(definition: OperationRoute) {
  const { operation, status, answer, respond, handle } = definition;
  return async (c: ApiContext) => {
    const perform = async (input: unknown) => operation.run(await apiOperationContext(c), input);
    if (handle) return handle(c, perform);
    const result = await perform(await inputOf(c, definition));
    if (respond) return respond(c, result);
    return c.json((answer ? answer(result) : result) as object, status ?? 200);
  };
}

/**
 * A router of operation routes, mounted at "/" of the admin router (so each path is under
 * /api/admin): each is recorded with its operation, whose access the guard enforces.
 */
export function operationRoutes(routes: OperationRoute[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const definition of routes) {
    declareAdminRoute(definition.method, definition.path, definition.operation);
    app.on(definition.method.toUpperCase(), definition.path, handlerOf(definition));
  }
  return app;
}

/**
 * Records a route open to everyone, which performs no operation (see OPEN_TO_ALL); `path` is its
 * path under /api/admin. Answers a middleware that does nothing, to sit where the route is written.
 */
export function openToAll(method: "get" | "post", path: string): MiddlewareHandler<ApiEnv> {
  declareAdminRoute(method, path, OPEN_TO_ALL);
  return async (_c, next) => {
    await next();
  };
}

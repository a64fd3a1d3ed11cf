// React Router's own static handler, as the route-module tests run it inside workerd: a request
// context like worker/index.ts builds, and one request through middleware, action and loaders.
import { env } from "cloudflare:workers";
import { RouterContextProvider, type StaticHandler, type StaticHandlerContext } from "react-router";
import { createDb } from "../../worker/db/client";
import { type QueryLog, timedD1 } from "../../worker/db/query-timing";
import { readConfig } from "../../worker/env";
import { appContext } from "../../worker/web/http/context.server";

export const config = readConfig(env);

/** `vars` replace some of the config's values, as a deployed Worker's would (STAFF_TWO_FACTOR …). */
export function requestContext(vars: Partial<typeof config> = {}, queries?: QueryLog): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: { ...env, ...vars } as Env,
    ctx: { waitUntil: () => {} },
    // `queries` counts the request's D1 round trips, as Server-Timing does in the Worker.
    db: createDb(queries ? timedD1(env.DB, queries) : env.DB),
    config: { ...config, ...vars },
    nonce: "test",
  });
  return context;
}

export interface RouteAnswer {
  /** What the middleware chain answered: a redirect, or the page's status and headers. */
  response: Response;
  /** The page React Router would render (absent for a redirect). */
  page?: StaticHandlerContext;
}

/**
 * A document request (action, then loaders). `actionOnly` runs the action alone, as single fetch
 * does for a fetcher's POST, whose loaders revalidate in a request of their own.
 */
export async function queryRoutes(
  handler: StaticHandler,
  request: Request,
  options: { actionOnly?: boolean; vars?: Partial<typeof config>; queries?: QueryLog } = {},
): Promise<RouteAnswer> {
  let page: StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext: requestContext(options.vars, options.queries),
    skipRevalidation: options.actionOnly === true,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      page = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  if (!(response instanceof Response)) throw new Error("the middleware chain did not answer");
  return { response, page };
}

import type { MiddlewareHandler } from "hono";
import { ForbiddenError } from "../../services/errors";
import { errorResponse } from "../http/errors.server";
import type { ApiEnv } from "../http/hono-env.server";
import { isSignedWebhook } from "../http/raw-body-routes.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuse every state-changing request that a browser did not send from this very origin.
 * `Origin` is sent by browsers on every non-GET fetch and form post; `Sec-Fetch-Site` covers
 * the rare browser that omits it. A request with neither is refused too.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export const sameOrigin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw)) return next();
  // Stripe posts from its own servers; the handler verifies the signature instead.
  if (isSignedWebhook(c.req.method, c.req.path)) return next();
  if (c.req.path.startsWith("/api/"))
    return errorResponse(c, new ForbiddenError("Cross-origin request refused"));
  return c.text("Cross-origin request refused", 403);
};

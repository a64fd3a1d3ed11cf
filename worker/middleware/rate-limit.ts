import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/types";
import { hitRateLimit, type RateLimitRule, rateLimitMessage } from "../services/rate-limit";
import { clientAddress } from "../web/client-address.server";

/** Per-client limit for an API route: 429 with Retry-After once the window is used up. */
export function rateLimitByClient(rule: RateLimitRule): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const result = await hitRateLimit(c.get("db"), rule, clientAddress(c.req.raw));
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: rateLimitMessage(result.retryAfterSeconds) }, 429);
    }
    return next();
  };
}

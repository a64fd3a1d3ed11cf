import type { MiddlewareHandler } from "hono";
import type { CustomerSession } from "../../auth/session";
import { UnauthorizedError } from "../../services/errors";
import { lookupUserSession } from "../cookies/session-cookie.server";
import { errorResponse } from "../http/errors.server";
import type { ApiEnv } from "../http/hono-env.server";

export type CustomerApiEnv = {
  Bindings: Env;
  Variables: ApiEnv["Variables"] & { customer: CustomerSession | null };
};

export type SignedInApiEnv = {
  Bindings: Env;
  Variables: ApiEnv["Variables"] & { customer: CustomerSession };
};

/**
 * Puts the signed-in customer (or null) on `c.var.customer`. The API always asks D1, never a
 * possibly stale KV record: every API call either reads private data or changes something.
 */
export const loadCustomerSession: MiddlewareHandler<CustomerApiEnv> = async (c, next) => {
  c.set("customer", await lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: true }));
  await next();
};

/** 401 `{ error: "Not authenticated" }` unless a valid session (checked in D1) comes along. */
export function requireUser(): MiddlewareHandler<SignedInApiEnv> {
  return async (c, next) => {
    const customer = await lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: true });
    if (!customer) return errorResponse(c, new UnauthorizedError("Not authenticated"));
    c.set("customer", customer);
    await next();
  };
}

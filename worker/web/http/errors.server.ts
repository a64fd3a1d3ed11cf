import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { data } from "react-router";
import type { z } from "zod";
import {
  DomainError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
} from "../../services/errors";
import { logUnexpectedError, requestIdOf } from "./log-error.server";

const STATUS: Record<DomainError["kind"], ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  gone: 410,
  conflict: 409,
  "too-large": 413,
  unsupported: 415,
  "rate-limited": 429,
  "upgrade-required": 426,
  unavailable: 503,
};

/** The one map from a domain error to its HTTP status, used by every edge. */
export function statusOf(error: DomainError): ContentfulStatusCode {
  return STATUS[error.kind];
}

/** Headers an answer to this error must carry (Retry-After for a rate limit). */
export function headersOf(error: DomainError): Record<string, string> {
  return error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : {};
}

export { DomainError, UnauthorizedError };

/** The first validation message, as the spec's clients show one message per failure. */
export function validationError(error: z.ZodError): InvalidError {
  const issue = error.issues[0];
  const field = issue?.path.join(".");
  return new InvalidError(issue?.message ?? "Invalid input", {
    ...(field ? { field } : {}),
    issues: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}

/**
 * The one JSON answer to a failure, for every API path: a domain error with its status and fields
 * (`{ error, ...extra }`), anything else a logged 500 with a request id. Middleware and handlers
 * throw; Hono's onError (the API's, and the front door's for middleware outside it) calls this.
 */
export function errorResponse(c: Context, error: unknown, scope: "api" | "worker" = "api") {
  if (error instanceof DomainError) {
    for (const [name, value] of Object.entries(headersOf(error))) c.header(name, value);
    const body = { error: error.message, ...error.extra };
    return c.json(body, statusOf(error));
  }
  const requestId = requestIdOf(c.req.raw);
  logUnexpectedError(scope, error, requestId);
  c.header("X-Request-Id", requestId);
  const body = { error: "Internal server error" };
  return c.json(body, 500);
}

/**
 * A page loader's work whose "not found" is the 404 page (with the route's error boundary), the
 * same status statusOf gives the API; other failures propagate.
 */
export async function orNotFoundPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: statusOf(error) });
    throw error;
  }
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { DomainError, RateLimitedError, UnauthorizedError } from "../services/errors";
import { logUnexpectedError, requestIdOf } from "./log-error.server";

const STATUS: Record<DomainError["kind"], ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  unsupported: 415,
  "rate-limited": 429,
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

/**
 * A failure only the HTTP edge knows (not JSON, not a WebSocket upgrade); services throw the
 * domain errors of `worker/services/errors.ts` instead. Anything else becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The first validation message, as the spec's clients show one message per failure. */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.join(".");
  return new HttpError(400, issue?.message ?? "Invalid input", {
    ...(field ? { field } : {}),
    issues: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof DomainError) {
    for (const [name, value] of Object.entries(headersOf(error))) c.header(name, value);
    return c.json({ error: error.message, ...error.extra }, statusOf(error));
  }
  if (error instanceof HttpError) {
    return c.json({ error: error.message, ...error.extra }, error.status);
  }
  const requestId = requestIdOf(c.req.raw);
  logUnexpectedError("api", error, requestId);
  c.header("X-Request-Id", requestId);
  return c.json({ error: "Internal server error" }, 500);
}

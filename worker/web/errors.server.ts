import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, RateLimitedError, UnauthorizedError } from "../services/errors";

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

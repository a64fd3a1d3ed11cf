import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { DomainError, headersOf, statusOf } from "../web/errors.server";
import { logUnexpectedError, requestIdOf } from "../web/log-error.server";

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

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** An expected failure with a message that is safe to show; anything else becomes a 500. */
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
  if (error instanceof HttpError) {
    return c.json({ error: error.message, ...error.extra }, error.status);
  }
  console.error("Unhandled API error", error);
  return c.json({ error: "Internal server error" }, 500);
}

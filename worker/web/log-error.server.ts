/**
 * Logging an unexpected error without leaking what it carries. Drizzle's query errors put the SQL
 * and every bound parameter (password hashes, e-mail addresses) in their message, so the message
 * is never logged: only the error's class, its cause's class, a database code when there is one,
 * and a request id that the 500 answer also carries (X-Request-Id), to match a report to a log line.
 */
interface ErrorSummary {
  errorClass: string;
  causeClass?: string;
  code?: string;
}

const SQLITE_CODE = /\b(SQLITE_[A-Z_]+)\b/;
const D1_CODE = /\b(D1_[A-Z_]+)\b/;

function className(error: unknown): string {
  if (error instanceof Error) return error.constructor?.name || error.name || "Error";
  return typeof error;
}

function summariseError(error: unknown): ErrorSummary {
  const summary: ErrorSummary = { errorClass: className(error) };
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const own = (current as { code?: unknown }).code;
    if (!summary.code && typeof own === "string" && /^[A-Z0-9_]{2,40}$/.test(own)) summary.code = own;
    // Only the code token is taken from a message (D1 puts it there), never the message itself.
    const sqlite = SQLITE_CODE.exec(current.message)?.[1];
    if (sqlite && !summary.code?.startsWith("SQLITE_")) summary.code = sqlite;
    summary.code ??= D1_CODE.exec(current.message)?.[1];
    if (depth === 1) summary.causeClass = className(current);
    current = current.cause;
  }
  return summary;
}

/** The id of this request in Cloudflare's logs (cf-ray), or a fresh one when there is none. */
export function requestIdOf(request: Request | undefined): string {
  return request?.headers.get("cf-ray") ?? crypto.randomUUID();
}

export function logUnexpectedError(where: string, error: unknown, requestId: string): void {
  console.error(JSON.stringify({ level: "error", where, requestId, ...summariseError(error) }));
}

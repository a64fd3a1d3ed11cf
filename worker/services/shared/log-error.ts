/**
 * Logging an unexpected error without leaking what it carries. Drizzle's query errors put the SQL
 * and every bound parameter (password hashes, e-mail addresses) in their message, and a payment
 * provider's or supplier's error can carry its request and answer, so the message is never logged:
 * only the error's class, its cause's class, a code when there is one, and an id to match a report
 * (a request id, a queue message, an order) to the log line.
 */
interface ErrorSummary {
  errorClass: string;
  causeClass?: string;
  code?: string;
}

const SQLITE_CODE = /\b(SQLITE_[A-Z_]+)\b/;
const D1_CODE = /\b(D1_[A-Z_]+)\b/;

function className(error: unknown): string {
  // The production build renames classes; Stripe's errors also name themselves in `type`.
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === "string" && /^[A-Za-z]+Error$/.test(type)) return type;
  if (error instanceof Error) return error.constructor?.name || error.name || "Error";
  return typeof error;
}

function summariseError(error: unknown): ErrorSummary {
  const summary: ErrorSummary = { errorClass: className(error) };
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const own = (current as { code?: unknown }).code;
    if (!summary.code && typeof own === "string" && /^[A-Za-z0-9_]{2,40}$/.test(own)) summary.code = own;
    const { status: ownStatus, statusCode } = current as { status?: unknown; statusCode?: unknown };
    const status = ownStatus ?? statusCode;
    if (!summary.code && typeof status === "number") summary.code = `HTTP_${status}`;
    // Only the code token is taken from a message (D1 puts it there), never the message itself.
    const sqlite = SQLITE_CODE.exec(current.message)?.[1];
    if (sqlite && !summary.code?.startsWith("SQLITE_")) summary.code = sqlite;
    summary.code ??= D1_CODE.exec(current.message)?.[1];
    if (depth === 1) summary.causeClass = className(current);
    current = current.cause;
  }
  return summary;
}

export function logUnexpectedError(
  where: string,
  error: unknown,
  requestId: string,
  level: "error" | "warn" = "error",
): void {
  const line = JSON.stringify({ level, where, requestId, ...summariseError(error) });
  if (level === "warn") console.warn(line);
  else console.error(line);
}

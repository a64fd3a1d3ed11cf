import type { Context, MiddlewareHandler } from "hono";
import { TooLargeError } from "../../services/errors";
import { errorResponse } from "./errors.server";
import type { ApiEnv } from "./hono-env.server";

/** JSON API bodies: the largest legitimate one is a 50,000-character content page. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
/** Storefront and back-office form posts (React Router actions). */
const MAX_FORM_BODY_BYTES = 64 * 1024;
/** The one upload route: its 5 MB image plus the multipart envelope. */
const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** Beyond this much of a refused body we stop reading and cancel the rest. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

// The Images tab's action takes the same upload as a multipart form (its `.data` for a fetcher).
const UPLOAD_ROUTES = new Set([
  "POST /api/admin/site-images/upload",
  "POST /admin/images",
  "POST /admin/images.data",
]);
const TOO_LARGE = "Request body is too large";

function bodyCapFor(method: string, path: string): number {
  if (UPLOAD_ROUTES.has(`${method} ${path}`)) return MAX_UPLOAD_BODY_BYTES;
  return path.startsWith("/api/") ? MAX_JSON_BODY_BYTES : MAX_FORM_BODY_BYTES;
}

/** Read and discard what is left of a body (bounded), so the connection stays usable. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let read = 0;
  try {
    while (read <= MAX_DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drain.
  }
}

/**
 * The front door's body guard, outermost of all middleware:
 * - a declared Content-Length over the route's cap is answered 413 without reading it further;
 * - an undeclared (chunked) body is counted as it is read and fails the read past the cap
 *   (the answer becomes 413 whatever the handler made of the failure);
 * - a body that nobody read (a request refused early: cross-origin, 401, 415, 429…) is read to
 *   its end before the answer leaves. wrangler dev otherwise fails the next request on the same
 *   connection with "Network connection lost" (STACK-NOTES.md); cancelling is not enough.
 */
export const bodyLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body) return next();
  if (raw.method === "GET" || raw.method === "HEAD") {
    c.req.raw = await withoutBody(raw);
    return next();
  }
  const cap = bodyCapFor(c.req.method, c.req.path);
  const reader = raw.body.getReader();
  const declared = Number(raw.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap) {
    await drain(reader);
    return tooLarge(c);
  }

  const state = { seen: 0, done: false, overflow: false };
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          state.done = true;
          controller.close();
          return;
        }
        state.seen += value.byteLength;
        if (state.seen > cap) {
          state.overflow = true;
          controller.error(new Error(TOO_LARGE));
          return;
        }
        controller.enqueue(value);
      },
    },
    // Pull only when the handler reads, so an unread body has no read pending when we drain it.
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(raw, { body: counted });
  await next();
  if (!state.done) await drain(reader);
  if (state.overflow) c.res = tooLarge(c);
};

/**
 * A GET or HEAD may arrive with a body over HTTP, but no Request can be built with one: the body
 * means nothing to these methods, so it is read away (the connection stays usable) and dropped.
 */
async function withoutBody(raw: Request): Promise<Request> {
  if (raw.body) await drain(raw.body.getReader());
  return new Request(raw.url, { method: raw.method, headers: raw.headers, signal: raw.signal, cf: raw.cf });
}

// Answered here rather than thrown: an overflow is found after the handler has answered.
function tooLarge(c: Context<ApiEnv>): Response {
  return c.req.path.startsWith("/api/")
    ? errorResponse(c, new TooLargeError(TOO_LARGE))
    : new Response(TOO_LARGE, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

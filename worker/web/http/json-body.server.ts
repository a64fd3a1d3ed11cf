import type { MiddlewareHandler } from "hono";
import { UnsupportedError } from "../../services/errors";
import { errorResponse } from "./errors.server";
import type { ApiEnv } from "./hono-env.server";
import { isSignedWebhook } from "./raw-body-routes.server";

function hasBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  return (length !== null && length !== "0") || request.headers.has("Transfer-Encoding");
}

// The one route that takes a file: staff image uploads (multipart, checked again by its handler).
const MULTIPART_ROUTES = new Set(["POST /api/admin/site-images/upload"]);

/** The JSON API takes bodies only as application/json (no form posts, no text/plain tricks). */
export const requireJsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!hasBody(c.req.raw) || isSignedWebhook(c.req.method, c.req.path)) return next();
  const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "multipart/form-data" && MULTIPART_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();
  if (type !== "application/json") {
    return errorResponse(c, new UnsupportedError("Content-Type must be application/json"));
  }
  return next();
};

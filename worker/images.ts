import type { Context } from "hono";
import { logUnexpectedError } from "./services/shared/log-error";
import type { ApiEnv } from "./web/http/hono-env.server";

/**
 * What an <img> shows when its picture is gone from R2 (deleted, never uploaded) or R2 cannot be
 * read: a quiet SIM-card tile instead of the browser's broken-image icon. Browsers draw an image
 * answer whatever its status; the status still says what happened, and nothing caches it.
 */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="Image unavailable"><rect width="400" height="300" fill="#f1f5f9"/><path d="M170 105h44l26 26v64a10 10 0 0 1-10 10h-60a10 10 0 0 1-10-10v-80a10 10 0 0 1 10-10z" fill="none" stroke="#94a3b8" stroke-width="6" stroke-linejoin="round"/><rect x="182" y="148" width="36" height="32" rx="4" fill="#cbd5e1"/></svg>`;

function placeholder(status: 404 | 503) {
  return new Response(PLACEHOLDER_SVG, {
    status,
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" },
  });
}

/** Serve a staff-uploaded image from R2 with an ETag so repeat views cost a 304. */
export async function serveStoredImage(c: Context<ApiEnv>) {
  const key = c.req.param("key");
  if (!key) return c.notFound();
  let object: R2ObjectBody | R2Object | null;
  try {
    object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
  } catch (error) {
    logUnexpectedError("images", error, key, "warn");
    return placeholder(503);
  }
  if (!object) return placeholder(404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

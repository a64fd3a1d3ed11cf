import type { Context } from "hono";
import type { ApiEnv } from "./web/hono-env.server";

/** Serve a staff-uploaded image from R2 with an ETag so repeat views cost a 304. */
export async function serveStoredImage(c: Context<ApiEnv>) {
  const key = c.req.param("key");
  if (!key) return c.notFound();
  const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text("Image not found", 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

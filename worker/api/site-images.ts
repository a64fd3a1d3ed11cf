import { Hono } from "hono";
import { listSiteImages } from "../services/content/site-images";
import type { ApiEnv } from "../web/http/hono-env.server";
import { openToAll } from "./admin/operation-routes";

/**
 * GET /api/admin/site-images: public read (SPEC.md §6, public pages use it too). The admin router
 * adds POST/PUT/DELETE at the same prefix each performing its operation; this router must stay read-only.
 */
export const siteImagesApi = new Hono<ApiEnv>().get("/", openToAll("get", "/site-images"), async (c) => {
  return c.json(await listSiteImages(c.get("db")));
});

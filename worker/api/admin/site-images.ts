import { Hono } from "hono";
import { SiteImageSchema } from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import {
  createSiteImage,
  deleteSiteImage,
  updateSiteImage,
  uploadSiteImage,
} from "../../services/content/image-uploads";
import { HttpError } from "../../web/errors.server";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams } from "../validate";
import { requires } from "./access";

const id = validateParams({ id: idParam });

// Mutations only: the public GET of the same path belongs to the storefront's router.
export const adminSiteImagesApi = new Hono<ApiEnv>()
  .post("/site-images/upload", requires("canManageImages"), async (c) => {
    // The one multipart route (worker/web/json-body.server.ts lets it through).
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) throw new HttpError(400, "Choose an image file to upload");
    return c.json(await uploadSiteImage(c.get("db"), c.env.IMAGES, c.get("actor"), file), 201);
  })
  .post("/site-images", requires("canManageImages"), validateJson(SiteImageSchema), async (c) =>
    c.json({ image: await createSiteImage(c.get("db"), c.get("actor"), c.req.valid("json")) }, 201),
  )
  .put("/site-images/:id", requires("canManageImages"), id, validateJson(SiteImageSchema), async (c) =>
    c.json({
      image: await updateSiteImage(c.get("db"), c.get("actor"), c.req.valid("param").id, c.req.valid("json")),
    }),
  )
  .delete("/site-images/:id", requires("canManageImages"), id, async (c) => {
    await deleteSiteImage(c.get("db"), c.get("actor"), c.req.valid("param").id);
    return c.json({ success: true });
  });

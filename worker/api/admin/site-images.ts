import { Hono } from "hono";
import { SiteImageSchema } from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import { currentAdmin } from "../../middleware/admin-guard";
import {
  createSiteImage,
  deleteSiteImage,
  updateSiteImage,
  uploadSiteImage,
} from "../../services/admin/site-images";
import { actorFrom } from "../../web/actor.server";
import { HttpError } from "../errors";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);

// Mutations only: the public GET of the same path belongs to the storefront's router.
export const adminSiteImagesApi = new Hono<ApiEnv>()
  .post("/site-images/upload", async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) throw new HttpError(400, "Choose an image file to upload");
    return c.json(
      await uploadSiteImage(c.get("db"), c.env.IMAGES, actorFrom(currentAdmin(c), c.req.raw), file),
      201,
    );
  })
  .post("/site-images", async (c) => {
    const input = parseOr400(SiteImageSchema, await body(c));
    return c.json(
      { image: await createSiteImage(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input) },
      201,
    );
  })
  .put("/site-images/:id", async (c) => {
    const imageId = parseOr400(idParam, c.req.param("id"));
    const input = parseOr400(SiteImageSchema, await body(c));
    return c.json({
      image: await updateSiteImage(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), imageId, input),
    });
  })
  .delete("/site-images/:id", async (c) => {
    await deleteSiteImage(
      c.get("db"),
      actorFrom(currentAdmin(c), c.req.raw),
      parseOr400(idParam, c.req.param("id")),
    );
    return c.json({ success: true });
  });

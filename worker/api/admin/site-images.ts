import { contentOperations as content } from "../../services/content/operations";
import { InvalidError } from "../../services/errors";
import { operationRoutes, route } from "./operation-routes";

// Mutations only: the public GET of the same path belongs to the storefront's router.
export const adminSiteImagesApi = operationRoutes([
  route("post", "/site-images/upload", content.uploadSiteImage, {
    // The one multipart route (worker/web/http/json-body.server.ts lets it through).
    handle: async (c, perform) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!(file instanceof File)) throw new InvalidError("Choose an image file to upload");
      return c.json(await perform({ file }), 201);
    },
  }),
  route("post", "/site-images", content.createSiteImage, { status: 201, answer: (image) => ({ image }) }),
  route("put", "/site-images/:id", content.updateSiteImage, { answer: (image) => ({ image }) }),
  route("delete", "/site-images/:id", content.deleteSiteImage, { answer: () => ({ success: true }) }),
]);

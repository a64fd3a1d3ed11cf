import { Hono } from "hono";
import { z } from "zod";
import {
  CONTENT_PAGES,
  ContentSchema,
  ProductFormSchema,
  ReviewSchema,
} from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  ProductListQuerySchema,
  updateProduct,
} from "../../services/catalogue/product-editing";
import {
  createReview,
  deleteReview,
  listReviews,
  ReviewListQuerySchema,
  updateReview,
} from "../../services/catalogue/review-moderation";
import { listPageContent, savePageContent } from "../../services/content/page-editing";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams, validateQuery } from "../validate";
import { requires } from "./access";

const id = validateParams({ id: idParam });
const PageParam = z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(", ")}` });

export const adminCatalogueApi = new Hono<ApiEnv>()
  .get("/products", requires("canManageProducts"), validateQuery(ProductListQuerySchema), async (c) =>
    c.json(await listAdminProducts(c.get("db"), c.req.valid("query"))),
  )
  .post("/products", requires("canManageProducts"), validateJson(ProductFormSchema), async (c) =>
    c.json({ product: await createProduct(c.get("db"), c.get("actor"), c.req.valid("json")) }, 201),
  )
  .put("/products/:id", requires("canManageProducts"), id, validateJson(ProductFormSchema), async (c) =>
    c.json({
      product: await updateProduct(c.get("db"), c.get("actor"), c.req.valid("param").id, c.req.valid("json")),
    }),
  )
  .delete("/products/:id", requires("canManageProducts"), id, async (c) => {
    await deleteProduct(c.get("db"), c.get("actor"), c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/reviews", requires("canManageReviews"), validateQuery(ReviewListQuerySchema), async (c) =>
    c.json(await listReviews(c.get("db"), c.req.valid("query"))),
  )
  .post("/reviews", requires("canManageReviews"), validateJson(ReviewSchema), async (c) =>
    c.json({ review: await createReview(c.get("db"), c.get("actor"), c.req.valid("json")) }, 201),
  )
  .put("/reviews/:id", requires("canManageReviews"), id, validateJson(ReviewSchema), async (c) =>
    c.json({
      review: await updateReview(c.get("db"), c.get("actor"), c.req.valid("param").id, c.req.valid("json")),
    }),
  )
  .delete("/reviews/:id", requires("canManageReviews"), id, async (c) => {
    await deleteReview(c.get("db"), c.get("actor"), c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/content", requires("canManageContent"), async (c) => c.json(await listPageContent(c.get("db"))))
  .put(
    "/content/:page",
    requires("canManageContent"),
    validateParams({ page: PageParam }),
    validateJson(ContentSchema),
    async (c) =>
      c.json({
        content: await savePageContent(
          c.get("db"),
          c.get("actor"),
          c.req.valid("param").page,
          c.req.valid("json"),
        ),
      }),
  );

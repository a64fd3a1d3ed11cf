import { Hono } from "hono";
import { z } from "zod";
import {
  CONTENT_PAGES,
  ContentSchema,
  ProductFormSchema,
  ReviewSchema,
} from "../../../app/schemas/admin/catalogue";
import { idParam } from "../../../app/schemas/admin/common";
import { currentAdmin } from "../../middleware/admin-guard";
import { listPageContent, savePageContent } from "../../services/admin/content";
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  ProductListQuerySchema,
  updateProduct,
} from "../../services/admin/products";
import {
  createReview,
  deleteReview,
  listReviews,
  ReviewListQuerySchema,
  updateReview,
} from "../../services/admin/reviews";
import { actorFrom } from "../../web/actor.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);
const id = (c: { req: { param(name: "id"): string } }) => parseOr400(idParam, c.req.param("id"));
const PageParam = z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(", ")}` });

export const adminCatalogueApi = new Hono<ApiEnv>()
  .get("/products", async (c) =>
    c.json(await listAdminProducts(c.get("db"), parseOr400(ProductListQuerySchema, c.req.query()))),
  )
  .post("/products", async (c) => {
    const input = parseOr400(ProductFormSchema, await body(c));
    return c.json(
      { product: await createProduct(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input) },
      201,
    );
  })
  .put("/products/:id", async (c) => {
    const productId = id(c);
    const input = parseOr400(ProductFormSchema, await body(c));
    return c.json({
      product: await updateProduct(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), productId, input),
    });
  })
  .delete("/products/:id", async (c) => {
    await deleteProduct(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), id(c));
    return c.json({ success: true });
  })
  .get("/reviews", async (c) =>
    c.json(await listReviews(c.get("db"), parseOr400(ReviewListQuerySchema, c.req.query()))),
  )
  .post("/reviews", async (c) => {
    const input = parseOr400(ReviewSchema, await body(c));
    return c.json(
      { review: await createReview(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input) },
      201,
    );
  })
  .put("/reviews/:id", async (c) => {
    const reviewId = id(c);
    const input = parseOr400(ReviewSchema, await body(c));
    return c.json({
      review: await updateReview(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), reviewId, input),
    });
  })
  .delete("/reviews/:id", async (c) => {
    await deleteReview(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), id(c));
    return c.json({ success: true });
  })
  .get("/content", async (c) => c.json(await listPageContent(c.get("db"))))
  .put("/content/:page", async (c) => {
    const page = parseOr400(PageParam, c.req.param("page"));
    const input = parseOr400(ContentSchema, await body(c));
    return c.json({
      content: await savePageContent(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), page, input),
    });
  });

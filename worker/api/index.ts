import { Hono } from "hono";
import { requireJsonBody } from "../middleware/json-body";
import { errorResponse } from "./errors";
import { formsApi } from "./forms";
import { productsApi } from "./products";
import { siteImagesApi } from "./site-images";
import type { ApiEnv } from "./types";

export const api = new Hono<ApiEnv>()
  .use("*", requireJsonBody)
  .route("/products", productsApi)
  // Public read of the site images; mounted before any admin router so no admin guard runs first.
  .route("/admin/site-images", siteImagesApi)
  .route("/", formsApi)
  .onError((error, c) => errorResponse(c, error));

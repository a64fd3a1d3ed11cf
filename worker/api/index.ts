import { Hono } from "hono";
import { requireJsonBody } from "../middleware/json-body";
import { errorResponse } from "./errors";
import { productsApi } from "./products";
import type { ApiEnv } from "./types";

export const api = new Hono<ApiEnv>()
  .use("*", requireJsonBody)
  .route("/products", productsApi)
  .onError((error, c) => errorResponse(c, error));

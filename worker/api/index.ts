import { Hono } from "hono";
import { adminGuard } from "../middleware/admin-guard";
import { requireJsonBody } from "../middleware/json-body";
import { adminApi } from "./admin";
import { errorResponse } from "./errors";
import { productsApi } from "./products";
import type { ApiEnv } from "./types";

export const api = new Hono<ApiEnv>()
  .use("*", requireJsonBody)
  .use("/admin/*", adminGuard)
  .route("/products", productsApi)
  .route("/admin", adminApi)
  .onError((error, c) => errorResponse(c, error));

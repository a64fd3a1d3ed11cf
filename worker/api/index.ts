import { Hono } from "hono";
import { requireJsonBody } from "../middleware/json-body";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { errorResponse } from "./errors";
import { productsApi } from "./products";
import type { ApiEnv } from "./types";
import { userApi } from "./user";

export const api = new Hono<ApiEnv>()
  .use("*", requireJsonBody)
  .route("/products", productsApi)
  .route("/auth", authApi)
  .route("/cart", cartApi)
  .route("/user", userApi)
  .onError((error, c) => errorResponse(c, error));

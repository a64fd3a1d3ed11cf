import { Hono } from "hono";
import { adminActor, adminGuard } from "../web/guards/admin-guard.server";
import { errorResponse } from "../web/http/errors.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { requireJsonBody } from "../web/http/json-body.server";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { chatApi } from "./chat";
import { checkoutApi } from "./checkout";
import { destinationsApi } from "./destinations";
import { devicesApi } from "./devices";
import { esimQrApi } from "./esim-qr";
import { formsApi } from "./forms";
import { ordersApi } from "./orders";
import { productsApi } from "./products";
import { reviewsApi } from "./reviews";
import { siteImagesApi } from "./site-images";
import { topupsApi } from "./topups";
import { userApi } from "./user";
import { userEsimsApi } from "./user-esims";
import { webhooksApi } from "./webhooks";

export const api = new Hono<ApiEnv>()
  .use("*", requireJsonBody)
  .use("/admin/*", adminGuard, adminActor)
  .route("/products", productsApi)
  .route("/reviews", reviewsApi)
  .route("/destinations", destinationsApi)
  .route("/devices", devicesApi)
  .route("/esim-qr", esimQrApi)
  .route("/auth", authApi)
  .route("/cart", cartApi)
  .route("/orders", ordersApi)
  .route("/user/esims/:iccid/topups", topupsApi)
  .route("/user/esims", userEsimsApi)
  .route("/user", userApi)
  .route("/chat", chatApi)
  .route("/checkout", checkoutApi)
  .route("/webhooks", webhooksApi)
  // Public read of the site images; before the admin router, whose guard marks this GET public.
  .route("/admin/site-images", siteImagesApi)
  .route("/admin", adminApi)
  .route("/", formsApi)
  .onError((error, c) => errorResponse(c, error));

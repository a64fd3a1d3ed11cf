import { Hono } from "hono";
import type { ApiEnv } from "../../web/http/hono-env.server";
import { adminAccountApi } from "./account";
import { adminCatalogueApi } from "./catalogue";
import { adminChatApi } from "./chat";
import { adminOrdersApi } from "./orders";
import { adminPromotionsApi } from "./promotions";
import { adminSessionApi } from "./session";
import { adminSettingsApi } from "./settings";
import { adminSiteImagesApi } from "./site-images";
import { adminUsersApi } from "./users";

/**
 * Every admin router; mounted at /api/admin behind the admin guard (worker/api/index.ts). Each
 * route performs one operation declared in its domain (worker/services/<domain>/operations.ts).
 */
export const adminApi = new Hono<ApiEnv>()
  .route("/", adminSessionApi)
  .route("/", adminUsersApi)
  .route("/", adminOrdersApi)
  .route("/", adminCatalogueApi)
  .route("/", adminSiteImagesApi)
  .route("/", adminSettingsApi)
  .route("/", adminChatApi)
  .route("/", adminAccountApi)
  .route("/", adminPromotionsApi);

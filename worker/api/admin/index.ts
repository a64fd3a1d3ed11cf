import { Hono } from "hono";
import type { ApiEnv } from "../../web/hono-env.server";
import { adminAccountApi } from "./account";
import { adminCatalogueApi } from "./catalogue";
import { adminChatApi } from "./chat";
import { adminFulfilmentApi } from "./fulfilment";
import { adminOperationsApi } from "./operations";
import { adminPaymentsApi } from "./payments";
import { adminRecordsApi } from "./records";
import { adminSessionApi } from "./session";
import { adminSiteImagesApi } from "./site-images";
import { adminUsersApi } from "./users";

/** Every admin router; mounted at /api/admin behind the admin guard (worker/api/index.ts). */
export const adminApi = new Hono<ApiEnv>()
  .route("/", adminSessionApi)
  .route("/", adminUsersApi)
  .route("/", adminRecordsApi)
  .route("/", adminCatalogueApi)
  .route("/", adminSiteImagesApi)
  .route("/", adminOperationsApi)
  .route("/", adminChatApi)
  .route("/", adminPaymentsApi)
  .route("/", adminFulfilmentApi)
  .route("/", adminAccountApi);

import { Hono } from "hono";
import { AdminLoginSchema } from "../../../app/schemas/admin/session";
import { analyticsOperations as analytics } from "../../services/analytics/operations";
import { staffOperations as staff } from "../../services/staff/operations";
import { clearAdminSessionCookie } from "../../web/cookies/admin-session-cookie.server";
import type { ApiEnv } from "../../web/http/hono-env.server";
import { staffSignInRequest } from "../../web/pages/admin/staff-sign-in.server";
import { validateJson } from "../validate";
import { type ApiContext, openToAll, operationRoutes, route } from "./operation-routes";

// Who the member is: an answer that must never be stored, not even privately.
const uncached = (c: ApiContext, body: object) => {
  c.header("Cache-Control", "no-store");
  return c.json(body);
};

const staffOnly = operationRoutes([
  route("post", "/logout", staff.signOut, {
    respond: (c) => {
      c.header("Set-Cookie", clearAdminSessionCookie());
      return c.json({ success: true });
    },
  }),
  route("get", "/me", staff.whoAmI, { respond: uncached }),
  route("get", "/permissions", staff.ownPermissions, { respond: uncached }),
  route("get", "/analytics", analytics.readAnalytics),
  route("get", "/analytics/today", analytics.readToday),
  route("get", "/attention", analytics.readAttention),
]);

export const adminSessionApi = new Hono<ApiEnv>()
  .post("/login", openToAll("post", "/login"), validateJson(AdminLoginSchema), async (c) => {
    const { answer, cookies } = await staffSignInRequest(c.get("db"), c.env, c.req.raw, c.req.valid("json"));
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })
  .route("/", staffOnly);

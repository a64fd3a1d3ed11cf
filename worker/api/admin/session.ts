import { Hono } from "hono";
import { salesDays } from "../../../app/schemas/admin/analytics";
import { AdminLoginSchema } from "../../../app/schemas/admin/session";
import { analytics } from "../../services/analytics/overview";
import { logoutAdmin } from "../../services/staff/sign-in";
import { currentAdmin } from "../../web/admin-guard.server";
import { adminSessionHash, clearAdminSessionCookie } from "../../web/admin-session-cookie.server";
import type { ApiEnv } from "../../web/hono-env.server";
import { staffSignInRequest } from "../../web/staff-sign-in.server";
import { validateJson } from "../validate";
import { requires } from "./access";

export const adminSessionApi = new Hono<ApiEnv>()
  .post("/login", requires("public"), validateJson(AdminLoginSchema), async (c) => {
    const { answer, cookies } = await staffSignInRequest(c.get("db"), c.env, c.req.raw, c.req.valid("json"));
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })
  .post("/logout", requires("staff"), async (c) => {
    await logoutAdmin(c.get("db"), c.env, await adminSessionHash(c.req.raw));
    c.header("Set-Cookie", clearAdminSessionCookie());
    return c.json({ success: true });
  })
  .get("/me", requires("staff"), (c) => {
    const { id, username, isSuperAdmin } = currentAdmin(c);
    c.header("Cache-Control", "no-store");
    return c.json({ admin: { id, username, isSuperAdmin } });
  })
  .get("/permissions", requires("staff"), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(currentAdmin(c).permissions);
  })
  .get("/analytics", requires("staff"), async (c) =>
    c.json(await analytics(c.get("db"), currentAdmin(c), Date.now(), salesDays(c.req.query("days")))),
  );

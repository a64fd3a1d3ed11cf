import { Hono } from "hono";
import { AlertPreferencesSchema } from "../../app/schemas/account";
import { alertPreferencesOf, saveAlertPreferences } from "../services/accounts/preferences";
import { requireUser } from "../web/guards/customer-session.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateJson } from "./validate";

/** The customer's profile and the one setting they can change on it (usage-alert e-mails). */
export const userProfileApi = new Hono<ApiEnv>()
  .get("/profile", requireUser(), async (c) => {
    const { user } = c.get("customer");
    c.header("Cache-Control", "private, no-store");
    return c.json({ user, ...(await alertPreferencesOf(c.get("db"), user.id)) });
  })
  .put("/profile", requireUser(), validateJson(AlertPreferencesSchema), async (c) => {
    const { user } = c.get("customer");
    const saved = await saveAlertPreferences(c.get("db"), user.id, c.req.valid("json"));
    c.header("Cache-Control", "private, no-store");
    return c.json({ user, ...saved });
  });

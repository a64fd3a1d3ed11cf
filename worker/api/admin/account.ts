import { type Context, Hono } from "hono";
import {
  OwnPasswordChangeSchema,
  StaffPasswordResetSchema,
  StaffSecuritySettingsSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  TwoFactorStartSchema,
} from "../../../app/schemas/admin/account";
import { idParam } from "../../../app/schemas/admin/common";
import { readConfig, readPaymentSecrets } from "../../env";
import {
  changeOwnPassword,
  resetStaffPassword,
  saveStaffSecurity,
  staffAccount,
} from "../../services/staff/account";
import { endOtherStaffSessions, endStaffSession, listStaffSessions } from "../../services/staff/sessions";
import {
  confirmTwoFactor,
  disableTwoFactor,
  isTwoFactorRequired,
  startTwoFactor,
} from "../../services/staff/two-factor";
import { currentAdmin } from "../../web/admin-guard.server";
import { adminSessionHash, clearAdminSessionCookie } from "../../web/admin-session-cookie.server";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams } from "../validate";
import { requires } from "./access";

/** The acting member and the key their two-factor secret is sealed with. */
const twoFactorChange = (c: Context<ApiEnv>) => ({
  actor: c.get("actor"),
  settingsKey: readPaymentSecrets(c.env).settingsEncryptionKey,
});

/** Issue 15: each staff member's own account (password, two-factor) and the super admin's tools. */
export const adminAccountApi = new Hono<ApiEnv>()
  .get("/account", requires("staff"), async (c) =>
    c.json(await staffAccount(c.get("db"), currentAdmin(c).id)),
  )
  .post("/account/password", requires("staff"), validateJson(OwnPasswordChangeSchema), async (c) => {
    const hash = (await adminSessionHash(c.req.raw)) ?? "";
    return c.json(await changeOwnPassword(c.get("db"), c.env, c.get("actor"), hash, c.req.valid("json")));
  })
  // "Where you're signed in": this member's own sessions; another member's id is 404.
  .get("/account/sessions", requires("staff"), async (c) => {
    const hash = await adminSessionHash(c.req.raw);
    return c.json({ items: await listStaffSessions(c.get("db"), currentAdmin(c).id, hash) });
  })
  .delete("/account/sessions", requires("staff"), async (c) => {
    const hash = (await adminSessionHash(c.req.raw)) ?? "";
    return c.json(await endOtherStaffSessions(c.get("db"), c.env, c.get("actor"), hash));
  })
  .delete("/account/sessions/:id", requires("staff"), validateParams({ id: idParam }), async (c) => {
    const hash = await adminSessionHash(c.req.raw);
    const { id } = c.req.valid("param");
    const ended = await endStaffSession(c.get("db"), c.env, c.get("actor"), id, hash);
    if (ended.current) c.header("Set-Cookie", clearAdminSessionCookie());
    return c.json({ success: true, ...ended });
  })
  .post("/account/two-factor/setup", requires("staff"), validateJson(TwoFactorStartSchema), async (c) => {
    const { password } = c.req.valid("json");
    const issuer = readConfig(c.env).BRAND_NAME;
    return c.json(await startTwoFactor(c.get("db"), twoFactorChange(c), { password, issuer }));
  })
  .post("/account/two-factor/confirm", requires("staff"), validateJson(TwoFactorCodeSchema), async (c) =>
    c.json(await confirmTwoFactor(c.get("db"), twoFactorChange(c), c.req.valid("json").code)),
  )
  .post("/account/two-factor/disable", requires("staff"), validateJson(TwoFactorDisableSchema), async (c) => {
    await disableTwoFactor(c.get("db"), c.get("actor"), c.req.valid("json").password);
    return c.json({ success: true });
  })
  .post(
    "/staff/:id/password",
    requires("superAdmin"),
    validateParams({ id: idParam }),
    validateJson(StaffPasswordResetSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await resetStaffPassword(c.get("db"), c.env, c.get("actor"), id, c.req.valid("json"));
      return c.json({ success: true });
    },
  )
  .get("/settings/security", requires("superAdmin"), async (c) =>
    c.json({ twoFactorRequired: await isTwoFactorRequired(c.get("db")) }),
  )
  .put("/settings/security", requires("superAdmin"), validateJson(StaffSecuritySettingsSchema), async (c) =>
    c.json(await saveStaffSecurity(c.get("db"), c.get("actor"), c.req.valid("json"))),
  );

import { Hono } from "hono";
import {
  OwnPasswordChangeSchema,
  StaffPasswordResetSchema,
  StaffSecuritySettingsSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
} from "../../../app/schemas/admin/account";
import { idParam } from "../../../app/schemas/admin/common";
import { readConfig } from "../../env";
import { currentAdmin } from "../../middleware/admin-guard";
import {
  changeOwnPassword,
  resetStaffPassword,
  saveStaffSecurity,
  staffAccount,
} from "../../services/admin/staff-account";
import {
  confirmTwoFactor,
  disableTwoFactor,
  isTwoFactorRequired,
  startTwoFactor,
} from "../../services/admin/two-factor";
import { actorFrom } from "../../web/actor.server";
import { adminSessionHash } from "../../web/admin-session-cookie.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);

/** Issue 15: each staff member's own account (password, two-factor) and the super admin's tools. */
export const adminAccountApi = new Hono<ApiEnv>()
  .get("/account", async (c) => c.json(await staffAccount(c.get("db"), currentAdmin(c).id)))
  .post("/account/password", async (c) => {
    const input = parseOr400(OwnPasswordChangeSchema, await body(c));
    const hash = (await adminSessionHash(c.req.raw)) ?? "";
    const actor = actorFrom(currentAdmin(c), c.req.raw);
    return c.json(await changeOwnPassword(c.get("db"), c.env, actor, hash, input));
  })
  .post("/account/two-factor/setup", async (c) => {
    const issuer = readConfig(c.env).BRAND_NAME;
    return c.json(await startTwoFactor(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), issuer));
  })
  .post("/account/two-factor/confirm", async (c) => {
    const { code } = parseOr400(TwoFactorCodeSchema, await body(c));
    return c.json(await confirmTwoFactor(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), code));
  })
  .post("/account/two-factor/disable", async (c) => {
    const { password } = parseOr400(TwoFactorDisableSchema, await body(c));
    await disableTwoFactor(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), password);
    return c.json({ success: true });
  })
  .post("/staff/:id/password", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    const input = parseOr400(StaffPasswordResetSchema, await body(c));
    await resetStaffPassword(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, input);
    return c.json({ success: true });
  })
  .get("/settings/security", async (c) =>
    c.json({ twoFactorRequired: await isTwoFactorRequired(c.get("db")) }),
  )
  .put("/settings/security", async (c) => {
    const input = parseOr400(StaffSecuritySettingsSchema, await body(c));
    return c.json(await saveStaffSecurity(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input));
  });

import {
  OwnPasswordChangeSchema,
  StaffPasswordResetSchema,
  StaffSecuritySettingsSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  TwoFactorStartSchema,
} from "../../../app/schemas/admin/account";
import { idParam } from "../../../app/schemas/admin/common";
import { StaffCreateSchema, StaffPermissionsSchema } from "../../../app/schemas/admin/settings";
import { readPaymentSecrets } from "../../env";
import { type OperationContext, operation } from "../shared/operation";
import { changeOwnPassword, resetStaffPassword, saveStaffSecurity, staffAccount } from "./account";
import { createStaff, listStaff, setStaffActive, setStaffPermissions } from "./members";
import { endOtherStaffSessions, endStaffSession, listStaffSessions } from "./sessions";
import { logoutAdmin } from "./sign-in";
import { confirmTwoFactor, disableTwoFactor, isTwoFactorRequired, startTwoFactor } from "./two-factor";

const byId = { id: idParam };

/** The acting member and the key their two-factor secret is sealed with. */
const twoFactorChange = ({ actor, env }: OperationContext) => ({
  actor,
  settingsKey: readPaymentSecrets(env).settingsEncryptionKey,
});

/** Who staff are and what they may do: each member's own account, and the super admin's tools. */
export const staffOperations = {
  whoAmI: operation({
    access: "staff",
    run: ({ admin: { id, username, isSuperAdmin } }) => ({ admin: { id, username, isSuperAdmin } }),
  }),
  ownPermissions: operation({ access: "staff", run: ({ admin }) => admin.permissions }),
  signOut: operation({
    access: "staff",
    run: ({ db, env, sessionHash }) => logoutAdmin(db, env, sessionHash),
  }),
  readOwnAccount: operation({ access: "staff", run: ({ db, admin }) => staffAccount(db, admin.id) }),
  // This browser's session stays signed in; every other one ends.
  changeOwnPassword: operation({
    access: "staff",
    input: OwnPasswordChangeSchema,
    run: ({ db, env, actor, sessionHash }, change) =>
      changeOwnPassword(db, env, { actor, currentSessionHash: sessionHash ?? "", change }),
  }),
  listOwnSessions: operation({
    access: "staff",
    run: async ({ db, admin, sessionHash }) => ({
      items: await listStaffSessions(db, admin.id, sessionHash),
    }),
  }),
  // Another member's session id is a 404: the service only finds the member's own.
  endOwnSession: operation({
    access: "staff",
    target: byId,
    run: ({ db, env, actor, sessionHash }, { id }) =>
      endStaffSession(db, env, { actor, sessionId: id, currentHash: sessionHash }),
  }),
  endOtherOwnSessions: operation({
    access: "staff",
    run: ({ db, env, actor, sessionHash }) =>
      endOtherStaffSessions(db, env, { actor, currentHash: sessionHash ?? "" }),
  }),
  startTwoFactor: operation({
    access: "staff",
    input: TwoFactorStartSchema,
    run: (context, { password }) =>
      startTwoFactor(context.db, twoFactorChange(context), { password, issuer: context.config.BRAND_NAME }),
  }),
  confirmTwoFactor: operation({
    access: "staff",
    input: TwoFactorCodeSchema,
    run: (context, { code }) => confirmTwoFactor(context.db, twoFactorChange(context), code),
  }),
  disableTwoFactor: operation({
    access: "staff",
    input: TwoFactorDisableSchema,
    run: ({ db, actor }, { password }) => disableTwoFactor(db, actor, password),
  }),
  readStaffSecurity: operation({
    access: "superAdmin",
    run: async ({ db }) => ({ twoFactorRequired: await isTwoFactorRequired(db) }),
  }),
  saveStaffSecurity: operation({
    access: "superAdmin",
    input: StaffSecuritySettingsSchema,
    run: ({ db, actor }, settings) => saveStaffSecurity(db, actor, settings),
  }),
  listStaff: operation({ access: "superAdmin", run: ({ db }) => listStaff(db) }),
  createStaff: operation({
    access: "superAdmin",
    input: StaffCreateSchema,
    run: ({ db, actor }, staff) => createStaff(db, actor, staff),
  }),
  setStaffPermissions: operation({
    access: "superAdmin",
    target: byId,
    input: StaffPermissionsSchema,
    run: ({ db, env, actor }, { id, permissions }) =>
      setStaffPermissions(db, env, { actor, id, permissions }),
  }),
  activateStaff: operation({
    access: "superAdmin",
    target: byId,
    run: ({ db, env, actor }, { id }) => setStaffActive(db, env, { actor, id, active: true }),
  }),
  // Their sessions end with it.
  deactivateStaff: operation({
    access: "superAdmin",
    target: byId,
    run: ({ db, env, actor }, { id }) => setStaffActive(db, env, { actor, id, active: false }),
  }),
  resetStaffPassword: operation({
    access: "superAdmin",
    target: byId,
    input: StaffPasswordResetSchema,
    run: ({ db, env, actor }, { id, newPassword }) => resetStaffPassword(db, env, { actor, id, newPassword }),
  }),
};

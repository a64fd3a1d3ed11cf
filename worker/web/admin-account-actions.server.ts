import type { RouterContextProvider } from "react-router";
import {
  ACCOUNT_INTENT_ACCESS,
  AccountActionSchema,
  type AccountSecrets,
} from "../../app/schemas/admin/account-intents";
import { readPaymentSecrets } from "../env";
import { changeOwnPassword, saveStaffSecurity } from "../services/staff/account";
import { endOtherStaffSessions, endStaffSession } from "../services/staff/sessions";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "../services/staff/two-factor";
import { adminIntentAction } from "./admin-intent.server";
import { adminSessionHash } from "./admin-session-cookie.server";

/**
 * My account's action: what the JSON API's /account routes (and the super admin's two-factor rule)
 * do, with the same access. The two-factor secret and the recovery codes are action data for the
 * card alone: never a toast, never logged.
 */
export async function accountAction(request: Request, context: Readonly<RouterContextProvider>) {
  // This browser's session stays signed in when the password changes; every other one ends.
  const currentSession = (await adminSessionHash(request)) ?? "";
  return adminIntentAction(request, context, {
    access: ACCOUNT_INTENT_ACCESS,
    schema: AccountActionSchema,
    // Each card shows its own failure beside its field, as before; only the rule's switch toasts.
    failureTitles: {
      "change-password": null,
      "start-two-factor": null,
      "confirm-two-factor": null,
      "disable-two-factor": null,
    },
    run: async (action, { db, env, config, actor }) => {
      switch (action.intent) {
        case "change-password": {
          const { currentPassword, newPassword } = action;
          await changeOwnPassword(db, env, actor, currentSession, { currentPassword, newPassword });
          return { title: "Password changed", description: "Your other sessions have been signed out." };
        }
        case "start-two-factor": {
          const change = { actor, settingsKey: readPaymentSecrets(env).settingsEncryptionKey };
          const setup = await startTwoFactor(db, change, {
            password: action.password,
            issuer: config.BRAND_NAME,
          });
          return { toast: null, data: { setup } satisfies AccountSecrets };
        }
        case "confirm-two-factor": {
          const change = { actor, settingsKey: readPaymentSecrets(env).settingsEncryptionKey };
          const { recoveryCodes } = await confirmTwoFactor(db, change, action.code);
          return {
            toast: { title: "Two-factor sign-in is on", description: "Keep your recovery codes safe." },
            data: { recoveryCodes } satisfies AccountSecrets,
          };
        }
        case "disable-two-factor":
          await disableTwoFactor(db, actor, action.password);
          return { title: "Two-factor sign-in is off" };
        case "end-session": {
          const ended = await endStaffSession(db, env, actor, action.sessionId, currentSession);
          return ended.current
            ? { title: "This browser is signed out" }
            : { title: "Signed out of that device" };
        }
        case "end-other-sessions": {
          const { ended } = await endOtherStaffSessions(db, env, actor, currentSession);
          return {
            title: ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices`,
          };
        }
        case "require-two-factor": {
          const { twoFactorRequired } = await saveStaffSecurity(db, actor, {
            twoFactorRequired: action.twoFactorRequired,
          });
          return twoFactorRequired
            ? {
                title: "Two-factor is required",
                description: "Staff without it are sent to set it up on their next request.",
              }
            : { title: "Two-factor is optional" };
        }
      }
    },
  });
}

import type { RouterContextProvider } from "react-router";
import {
  type AccountAction,
  AccountActionSchema,
  type AccountSecrets,
} from "../../../../app/schemas/admin/account-intents";
import { staffOperations as staff } from "../../../services/staff/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const ACCOUNT_INTENTS: IntentTable<AccountAction> = {
  "change-password": intent(staff.changeOwnPassword, {
    input: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    says: () => ({ title: "Password changed", description: "Your other sessions have been signed out." }),
  }),
  "start-two-factor": intent(staff.startTwoFactor, {
    says: (setup) => ({ toast: null, data: { setup } satisfies AccountSecrets }),
  }),
  "confirm-two-factor": intent(staff.confirmTwoFactor, {
    says: ({ recoveryCodes }) => ({
      toast: { title: "Two-factor sign-in is on", description: "Keep your recovery codes safe." },
      data: { recoveryCodes } satisfies AccountSecrets,
    }),
  }),
  "disable-two-factor": intent(staff.disableTwoFactor, {
    says: () => ({ title: "Two-factor sign-in is off" }),
  }),
  "end-session": intent(staff.endOwnSession, {
    input: ({ sessionId }) => ({ id: sessionId }),
    says: (ended) =>
      ended.current ? { title: "This browser is signed out" } : { title: "Signed out of that device" },
  }),
  "end-other-sessions": intent(staff.endOtherOwnSessions, {
    says: ({ ended }) => ({
      title: ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices`,
    }),
  }),
  "require-two-factor": intent(staff.saveStaffSecurity, {
    says: ({ twoFactorRequired }) =>
      twoFactorRequired
        ? {
            title: "Two-factor is required",
            description: "Staff without it are sent to set it up on their next request.",
          }
        : { title: "Two-factor is optional" },
  }),
};

/**
 * My account's action: the operations of the JSON API's /account routes (and the super admin's
 * two-factor rule). The two-factor secret and the recovery codes are action data for the card
 * alone: never a toast, never logged. This browser's session stays signed in when the password
 * changes; every other one ends.
 */
export function accountAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    schema: AccountActionSchema,
    // Each card shows its own failure beside its field, as before; only the rule's switch toasts.
    failureTitles: {
      "change-password": null,
      "start-two-factor": null,
      "confirm-two-factor": null,
      "disable-two-factor": null,
    },
    intents: ACCOUNT_INTENTS,
  });
}

import type { RouterContextProvider } from "react-router";
import { PERMISSION_NAMES } from "../../app/schemas/admin/permission-names";
import { SETTINGS_INTENT_ACCESS, SettingsActionSchema } from "../../app/schemas/admin/settings-intents";
import { setRequireVerifiedEmailForCheckout } from "../services/checkout/verification";
import { savePaymentKeys } from "../services/payments/config";
import { resetStaffPassword } from "../services/staff/account";
import {
  createStaff,
  saveStoreContact,
  setStaffActive,
  setStaffPermissions,
} from "../services/staff/members";
import { adminIntentAction } from "./admin-intent.server";

/**
 * The Settings tab's action: what the JSON API's settings and staff routes do, each with the same
 * access. The Stripe keys and a reset password travel only in the posted form: never logged, never
 * in a toast or an answer.
 */
export function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageContent",
    access: SETTINGS_INTENT_ACCESS,
    schema: SettingsActionSchema,
    // The dialog and the new-staff form show their failure beside the fields, as before.
    failureTitles: { "create-staff": null, "reset-staff-password": null },
    run: async (action, { db, env, actor }) => {
      switch (action.intent) {
        case "save-contact": {
          const { intent: _, ...contact } = action;
          await saveStoreContact(db, actor, contact);
          return { title: "Settings saved", description: "The Support page shows the new contact details." };
        }
        case "checkout-rule": {
          const on = action.requireVerifiedEmail;
          await setRequireVerifiedEmailForCheckout(db, actor, on);
          return {
            title: "Checkout setting saved",
            description: on
              ? "Customers must verify their e-mail before they can pay."
              : "Customers can pay without verifying their e-mail.",
          };
        }
        case "save-payment-keys": {
          const { secretKey, webhookSecret } = action;
          await savePaymentKeys(db, env, actor, { secretKey, webhookSecret });
          return { title: "Stripe keys saved" };
        }
        case "clear-payment-keys":
          await savePaymentKeys(db, env, actor, { secretKey: "", webhookSecret: "" });
          return { title: "Stripe keys removed" };
        case "create-staff": {
          const { intent: _, ...staff } = action;
          await createStaff(db, actor, staff);
          return {
            title: "Staff account created",
            description: "Role controller, no permissions yet: tick what they may do.",
          };
        }
        case "staff-permissions": {
          const permissions = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, action[name]]));
          const staff = await setStaffPermissions(db, env, actor, action.id, { permissions });
          return { title: "Permissions updated", description: `${staff?.username}'s access has changed.` };
        }
        case "activate-staff":
          await setStaffActive(db, env, actor, action.id, true);
          return { title: "Staff account activated" };
        case "deactivate-staff":
          await setStaffActive(db, env, actor, action.id, false);
          return { title: "Staff account deactivated", description: "Their sessions have ended." };
        case "reset-staff-password": {
          const { newPassword } = action;
          const { username } = await resetStaffPassword(db, env, actor, action.id, { newPassword });
          return { title: "Password reset", description: `${username} has been signed out everywhere.` };
        }
      }
    },
  });
}

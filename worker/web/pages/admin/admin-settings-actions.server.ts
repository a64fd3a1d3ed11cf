import type { RouterContextProvider } from "react-router";
import { PERMISSION_NAMES } from "../../../../app/schemas/admin/permission-names";
import { type SettingsAction, SettingsActionSchema } from "../../../../app/schemas/admin/settings-intents";
import { CLAIM_NAMES, type StorefrontClaimsInput } from "../../../../app/schemas/claims";
import { checkoutOperations as checkout } from "../../../services/checkout/operations";
import { contentOperations as content } from "../../../services/content/operations";
import { paymentOperations as payments } from "../../../services/payments/operations";
import { receiptOperations as receipts } from "../../../services/receipts/operations";
import { shippingOperations as shipping } from "../../../services/shipping/operations";
import { staffOperations as staff } from "../../../services/staff/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const SETTINGS_INTENTS: IntentTable<SettingsAction> = {
  "save-contact": intent(content.saveStoreContact, {
    says: () => ({
      title: "Settings saved",
      description: "The Support page shows the new contact details.",
    }),
  }),
  "save-claims": intent(content.saveClaims, {
    input: (action) =>
      Object.fromEntries(
        CLAIM_NAMES.map((name) => [
          name,
          { shown: action[`${name}Shown`], source: action[`${name}Source`]?.trim() || null },
        ]),
      ) as StorefrontClaimsInput,
    says: (claims) => {
      const shown = CLAIM_NAMES.filter((name) => claims[name].shown).length;
      return {
        title: "Claims saved",
        description: shown
          ? `The home page shows ${shown} of ${CLAIM_NAMES.length} claims.`
          : "The home page shows none of the claims.",
      };
    },
  }),
  "save-seller": intent(receipts.saveSellerDetails, {
    says: (seller) => ({
      title: "Seller details saved",
      description: seller.sstRate
        ? `Receipts show SST at ${seller.sstRate}%.`
        : "Receipts say the shop is not registered for SST.",
    }),
  }),
  "checkout-rule": intent(checkout.saveCheckoutRule, {
    says: (_, { requireVerifiedEmail }) => ({
      title: "Checkout setting saved",
      description: requireVerifiedEmail
        ? "Customers must verify their e-mail before they can pay."
        : "Customers can pay without verifying their e-mail.",
    }),
  }),
  "hold-rule": intent(checkout.saveHoldRule, {
    says: (rule) => ({
      title: "Stock holds saved",
      description: `One customer may hold ${rule.minUnits} units or ${rule.sharePercent}% of a Physical SIM's stock unpaid, whichever is more; ${rule.cooldownMinutes} minutes' cool-down.`,
    }),
  }),
  "shipping-rules": intent(shipping.saveShippingRules, {
    says: (rules) => ({
      title: "Shipping saved",
      description: `Checkout shows ${rules.westMin}–${rules.westMax} working days in West Malaysia and ${rules.eastMin}–${rules.eastMax} in Sabah, Sarawak and Labuan; a paid order needs attention after ${rules.stuckHours} hours.`,
    }),
  }),
  "save-payment-keys": intent(payments.savePaymentKeys, { says: () => ({ title: "Stripe keys saved" }) }),
  "clear-payment-keys": intent(payments.savePaymentKeys, {
    input: () => ({ secretKey: "", webhookSecret: "" }),
    says: () => ({ title: "Stripe keys removed" }),
  }),
  "create-staff": intent(staff.createStaff, {
    says: () => ({
      title: "Staff account created",
      description: "Role controller, no permissions yet: tick what they may do.",
    }),
  }),
  "staff-permissions": intent(staff.setStaffPermissions, {
    input: (action) => ({
      id: action.id,
      permissions: Object.fromEntries(PERMISSION_NAMES.map((name) => [name, action[name]])),
    }),
    says: (member) => ({
      title: "Permissions updated",
      description: `${member?.username}'s access has changed.`,
    }),
  }),
  "activate-staff": intent(staff.activateStaff, { says: () => ({ title: "Staff account activated" }) }),
  "deactivate-staff": intent(staff.deactivateStaff, {
    says: () => ({ title: "Staff account deactivated", description: "Their sessions have ended." }),
  }),
  "reset-staff-password": intent(staff.resetStaffPassword, {
    input: ({ id, newPassword }) => ({ id, newPassword }),
    says: ({ username }) => ({
      title: "Password reset",
      description: `${username} has been signed out everywhere.`,
    }),
  }),
};

/**
 * The Settings tab's action: the operations of the JSON API's settings and staff routes. The Stripe
 * keys and a reset password travel only in the posted form: never logged, never in a toast or an
 * answer.
 */
export function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "settings",
    schema: SettingsActionSchema,
    // The dialog and the new-staff form show their failure beside the fields, as before.
    failureTitles: { "create-staff": null, "reset-staff-password": null },
    intents: SETTINGS_INTENTS,
  });
}

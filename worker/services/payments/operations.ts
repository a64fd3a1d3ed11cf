import { PaymentKeysSchema } from "../../../app/schemas/admin/settings";
import { operation } from "../shared/operation";
import { paymentSettingsView, savePaymentKeys } from "./config";

/** The Stripe keys: only the super admin sees whether they are set, and changes them. */
export const paymentOperations = {
  readPaymentSettings: operation({
    access: "superAdmin",
    run: ({ db, env }) => paymentSettingsView(db, env),
  }),
  savePaymentKeys: operation({
    access: "superAdmin",
    input: PaymentKeysSchema,
    run: ({ db, env, actor }, keys) => savePaymentKeys(db, env, actor, keys),
  }),
};

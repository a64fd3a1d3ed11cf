import { ShippingRulesSchema } from "../../../app/schemas/admin/settings";
import { operation } from "../shared/operation";
import { readShippingSettings, saveShippingRules } from "./rules";

/**
 * The shipping rules staff set beside the store's other settings (decision 0072): the delivery
 * estimate and the hours before a paid order needs attention. Manage content, as the store contact
 * and the checkout rule.
 */
export const shippingOperations = {
  readShippingRules: operation({
    access: "canManageContent",
    run: ({ db }) => readShippingSettings(db),
  }),
  saveShippingRules: operation({
    access: "canManageContent",
    input: ShippingRulesSchema,
    run: ({ db, actor }, rules) => saveShippingRules(db, actor, rules),
  }),
};

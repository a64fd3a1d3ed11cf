import { CheckoutSettingSchema, HoldRuleSchema } from "../../../app/schemas/admin/settings";
import { operation } from "../shared/operation";
import { readHoldRule, saveHoldRule } from "./hold-rule";
import { requireVerifiedEmailForCheckout, setRequireVerifiedEmailForCheckout } from "./verification";

/**
 * The checkout rules staff set: whether a customer must verify their e-mail before paying, and how
 * much Physical SIM stock one customer may hold unpaid (decision 0063, an inventory matter).
 */
export const checkoutOperations = {
  readCheckoutRule: operation({
    access: "canManageContent",
    run: async ({ db }) => ({ requireVerifiedEmail: await requireVerifiedEmailForCheckout(db) }),
  }),
  saveCheckoutRule: operation({
    access: "canManageContent",
    input: CheckoutSettingSchema,
    run: ({ db, actor }, { requireVerifiedEmail }) =>
      setRequireVerifiedEmailForCheckout(db, actor, requireVerifiedEmail),
  }),
  readHoldRule: operation({
    access: "canManageInventory",
    run: ({ db }) => readHoldRule(db),
  }),
  saveHoldRule: operation({
    access: "canManageInventory",
    input: HoldRuleSchema,
    run: ({ db, actor }, rule) => saveHoldRule(db, actor, rule),
  }),
};

import { CheckoutSettingSchema } from "../../../app/schemas/admin/settings";
import { operation } from "../shared/operation";
import { requireVerifiedEmailForCheckout, setRequireVerifiedEmailForCheckout } from "./verification";

/** The checkout rule staff set: whether a customer must verify their e-mail before paying. */
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
};

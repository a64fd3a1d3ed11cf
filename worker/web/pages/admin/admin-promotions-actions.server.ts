import type { RouterContextProvider } from "react-router";
import {
  type PromotionsAction,
  PromotionsActionSchema,
} from "../../../../app/schemas/admin/promotions-intents";
import { promotionOperations as promotions } from "../../../services/promotions/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const PROMOTION_INTENTS: IntentTable<PromotionsAction> = {
  create: intent(promotions.createPromotion, {
    says: (promotion) => ({ title: `Promotion ${promotion.code} created` }),
  }),
  update: intent(promotions.updatePromotion, {
    says: (promotion) => ({ title: `Promotion ${promotion.code} updated` }),
  }),
  toggle: intent(promotions.updatePromotion, {
    says: (promotion) => ({
      title: promotion.active
        ? `Promotion ${promotion.code} switched on`
        : `Promotion ${promotion.code} switched off`,
    }),
  }),
};

/** The Promotions tab's action: create, edit, or switch a code on or off (an edit of `active`). */
export function promotionsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "promotions",
    schema: PromotionsActionSchema,
    intents: PROMOTION_INTENTS,
  });
}

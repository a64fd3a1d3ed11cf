import { idParam } from "../../../app/schemas/admin/common";
import { PromotionChangesSchema, PromotionSchema } from "../../../app/schemas/promotions";
import { operation } from "../shared/operation";
import { createPromotion, listPromotions, updatePromotion } from "./editing";

const byId = { id: idParam };

/** Promotion codes, as staff run them (decision 0048). */
export const promotionOperations = {
  listPromotions: operation({
    access: "canManagePromotions",
    run: ({ db }) => listPromotions(db),
  }),
  createPromotion: operation({
    access: "canManagePromotions",
    input: PromotionSchema,
    run: ({ db, actor }, input) => createPromotion(db, actor, input),
  }),
  updatePromotion: operation({
    access: "canManagePromotions",
    target: byId,
    input: PromotionChangesSchema,
    run: ({ db, actor }, { id, ...changes }) => updatePromotion(db, { actor, id, changes }),
  }),
};

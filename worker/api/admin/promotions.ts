import { promotionOperations as promotions } from "../../services/promotions/operations";
import { operationRoutes, route } from "./operation-routes";

/** Promotion codes (decision 0048). */
export const adminPromotionsApi = operationRoutes([
  route("get", "/promotions", promotions.listPromotions),
  route("post", "/promotions", promotions.createPromotion, {
    status: 201,
    answer: (promotion) => ({ promotion }),
  }),
  route("put", "/promotions/:id", promotions.updatePromotion, { answer: (promotion) => ({ promotion }) }),
]);

import type { RouterContextProvider } from "react-router";
import { REVIEWS_INTENT_ACCESS, ReviewsActionSchema } from "../../app/schemas/admin/reviews-intents";
import { createReview, deleteReview, updateReview } from "../services/catalogue/review-moderation";
import { adminIntentAction } from "./admin-intent.server";

/** The Reviews tab's action: create, edit (featuring is an edit, as through the API) or delete. */
export function reviewsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageReviews",
    access: REVIEWS_INTENT_ACCESS,
    schema: ReviewsActionSchema,
    run: async (action, { db, actor }) => {
      switch (action.intent) {
        case "create": {
          const { intent: _, ...review } = action;
          await createReview(db, actor, review);
          return { title: "Review created successfully" };
        }
        case "update": {
          const { intent: _, id, ...review } = action;
          await updateReview(db, actor, id, review);
          return { title: "Review updated successfully" };
        }
        case "delete":
          await deleteReview(db, actor, action.id);
          return { title: "Review deleted successfully" };
      }
    },
  });
}

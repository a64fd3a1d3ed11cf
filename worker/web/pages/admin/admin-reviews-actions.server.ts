import type { RouterContextProvider } from "react-router";
import { type ReviewsAction, ReviewsActionSchema } from "../../../../app/schemas/admin/reviews-intents";
import { catalogueOperations as catalogue } from "../../../services/catalogue/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const REVIEW_INTENTS: IntentTable<ReviewsAction> = {
  create: intent(catalogue.createReview, { says: () => ({ title: "Review created successfully" }) }),
  update: intent(catalogue.updateReview, { says: () => ({ title: "Review updated successfully" }) }),
  delete: intent(catalogue.deleteReview, { says: () => ({ title: "Review deleted successfully" }) }),
  publish: intent(catalogue.publishReview, { says: () => ({ title: "Review published" }) }),
  hide: intent(catalogue.hideReview, { says: () => ({ title: "Review hidden" }) }),
  reply: intent(catalogue.replyToReview, {
    says: (review) => ({ title: review.reply ? "Reply saved" : "Reply removed" }),
  }),
};

/** The Reviews tab's action: create, edit (featuring is an edit, as through the API), delete, publish, hide or reply. */
export function reviewsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "reviews",
    schema: ReviewsActionSchema,
    intents: REVIEW_INTENTS,
  });
}

import { ReviewsTab } from "~/components/admin/reviews-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { reviewsAction } from "../../worker/web/pages/admin/admin-reviews-actions.server";
import {
  listReviews,
  ReviewListQuerySchema,
  reviewProductChoices,
} from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.reviews";

export const meta: Route.MetaFunction = adminMeta("Reviews");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "reviews");
  const [reviews, products] = await Promise.all([
    listReviews(db, ReviewListQuerySchema.parse(listQuery(request))),
    reviewProductChoices(db),
  ]);
  return { reviews, products };
}

/** Create, edit, feature or delete a review: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return reviewsAction(request, context);
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsTab data={loaderData.reviews} products={loaderData.products} />;
}

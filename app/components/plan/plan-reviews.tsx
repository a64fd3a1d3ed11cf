import type { ReactNode } from "react";
import { StarRating } from "~/components/content/star-rating";
import { BadgeCheck, MessageSquare, Store, UserRoundCog } from "~/components/ui/icons";
import { richText, useT } from "~/lib/i18n";
import type { ProductReviews } from "~/schemas/reviews";

/**
 * The published reviews, each with its day (and trip month) already written in the page's language
 * by the loader; `children` is the customer's own review panel.
 */
export function PlanReviews({
  reviews,
  children,
}: {
  reviews: Omit<ProductReviews, "reviews"> & {
    reviews: (ProductReviews["reviews"][number] & { day: string; trip: string | null })[];
  };
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="reviews" className="mt-12" data-testid="plan-reviews">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews" className="text-2xl font-bold tracking-tight">
          {t("plan.reviews.title")}
        </h2>
        {reviews.average !== null && (
          <div className="flex items-center gap-2" data-testid="average-rating">
            <StarRating
              rating={reviews.average}
              label={t("plan.reviews.rated", { rating: reviews.average })}
            />
            <p className="text-sm text-muted">
              {richText(t, "plan.reviews.outOf", {
                average: <span className="font-bold text-ink">{reviews.average.toFixed(1)}</span>,
              })}{" "}
              · {t("plan.reviews.count", { count: reviews.count })}
            </p>
          </div>
        )}
      </div>
      <div className="mt-6">{children}</div>
      {reviews.reviews.length === 0 ? (
        <div className="mt-6 flex items-center gap-3 rounded-card border border-dashed border-line bg-white p-6 text-muted">
          <MessageSquare aria-hidden="true" className="size-6 text-subtle" />
          <p>{t("plan.reviews.none")}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-card border border-line bg-white p-5 shadow-card"
              data-testid="review"
            >
              <div className="flex items-center justify-between gap-2">
                <StarRating
                  rating={review.rating}
                  label={t("plan.reviews.rated", { rating: review.rating })}
                />
                <time dateTime={review.createdAt} className="text-xs text-subtle">
                  {review.day}
                </time>
              </div>
              <p className="mt-3 break-words whitespace-pre-line">{review.comment}</p>
              <p className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
                <span className="font-semibold text-ink">{review.customerName}</span>
                {review.location && <span>· {review.location}</span>}
                {review.trip && <span>· {t("plan.reviews.trip", { month: review.trip })}</span>}
                {review.verified ? (
                  <span className="inline-flex items-center gap-1 text-success-700" data-testid="verified">
                    <BadgeCheck aria-hidden="true" className="size-4" /> {t("plan.reviews.verified")}
                  </span>
                ) : review.source === "staff" ? (
                  <span className="inline-flex items-center gap-1" data-testid="added-by-staff">
                    <UserRoundCog aria-hidden="true" className="size-4" /> {t("plan.reviews.staff")}
                  </span>
                ) : null}
              </p>
              {review.reply && (
                <div className="mt-3 rounded-control bg-canvas p-3 text-sm" data-testid="review-reply">
                  <p className="flex items-center gap-1.5 font-semibold text-ink">
                    <Store aria-hidden="true" className="size-4" /> {t("plan.reviews.reply")}
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line">{review.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

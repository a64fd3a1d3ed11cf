import { Link } from "react-router";
import { StarRating } from "~/components/content/star-rating";
import { Quote } from "~/components/ui/icons";
import { useLocalePath, useT } from "~/lib/i18n";
import type { Testimonial } from "~/schemas/reviews";

/** Featured reviews from D1 (staff pick them in the Reviews tab). */
export function Testimonials({ reviews }: { reviews: Testimonial[] }) {
  const t = useT();
  const href = useLocalePath();
  if (reviews.length === 0) return null;
  return (
    <section className="render-near-view bg-primary-900 py-16 text-white" aria-labelledby="testimonials">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials" className="fade-in text-3xl font-bold tracking-tight">
          {t("home.reviews.title")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id} className="fade-in" data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-card bg-white p-6 text-ink shadow-card">
                <Quote aria-hidden="true" className="size-8 text-primary-200" />
                <StarRating rating={review.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 text-lg">“{review.comment}”</blockquote>
                <figcaption className="mt-4 text-sm text-muted">
                  <span className="font-semibold text-ink">{review.customerName}</span>
                  {review.location && <>, {review.location}</>} ·{" "}
                  <Link
                    to={href(`/plans/${review.productSlug}`)}
                    className="font-medium text-primary-700 underline-offset-2 hover:underline"
                  >
                    {review.productName}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { and, avg, count, desc, eq } from "drizzle-orm";
import type { ProductReviews, Testimonial } from "../../../app/schemas/reviews";
import type { Database } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { sellablePlan } from "./sellable";

const reviewColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  comment: reviews.comment,
  location: reviews.location,
  verified: reviews.verified,
  source: reviews.source,
  tripMonth: reviews.tripMonth,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
};

/** What the storefront may show: staff published it (decision 0068). */
const published = eq(reviews.status, "published");

/** The newest featured, published reviews of active plans, for the Home testimonials, as a statement for a caller's own D1 batch. */
export function featuredReviewsQuery(db: Database, limit = 2) {
  return db
    .select({ ...reviewColumns, productName: products.name, productSlug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.featured, true), published, sellablePlan))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export function toTestimonials(rows: Awaited<ReturnType<typeof featuredReviewsQuery>>): Testimonial[] {
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * A plan's newest published reviews and their count and mean, found by the plan's slug, as two statements for
 * the caller's batch (the plan page reads them in the same round trip as the plan itself).
 */
export function productReviewStatements(db: Database, slug: string, limit = 20) {
  const ofPlan = and(eq(products.slug, slug), published, sellablePlan);
  return [
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(ofPlan)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(ofPlan),
  ] as const;
}

type ReviewRow = Awaited<ReturnType<typeof productReviewStatements>[0]>[number];

export function toProductReviews(
  rows: ReviewRow[],
  summary: { count: number; average: string | null } | undefined,
): ProductReviews {
  const total = summary?.count ?? 0;
  const average = total > 0 && summary?.average ? Math.round(Number(summary.average) * 10) / 10 : null;
  return {
    reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count: total,
    average,
  };
}

import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { products, reviews } from "../db/schema";

/** A review as the storefront shows it: no ids of staff, no internal flags beyond `verified`. */
export interface PublicReview {
  id: number;
  customerName: string;
  rating: number;
  comment: string;
  location: string | null;
  verified: boolean;
  createdAt: string;
}

export interface Testimonial extends PublicReview {
  productName: string;
  productSlug: string;
}

const reviewColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  comment: reviews.comment,
  location: reviews.location,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
};

/** The newest featured reviews of active plans, for the Home testimonials. */
export async function listFeaturedReviews(db: Database, limit = 2): Promise<Testimonial[]> {
  return toTestimonials(await featuredReviewsQuery(db, limit));
}

/** The featured reviews as a statement, for a caller's own D1 batch. */
export function featuredReviewsQuery(db: Database, limit = 2) {
  return db
    .select({ ...reviewColumns, productName: products.name, productSlug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.featured, true), eq(products.active, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export function toTestimonials(rows: Awaited<ReturnType<typeof featuredReviewsQuery>>): Testimonial[] {
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export interface ProductReviews {
  reviews: PublicReview[];
  count: number;
  /** Mean rating to one decimal, or null without reviews. */
  average: number | null;
}

export async function getProductReviews(
  db: Database,
  productId: number,
  limit = 20,
): Promise<ProductReviews> {
  const [rows, [summary]] = await db.batch([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.productId, productId)),
  ]);
  const total = summary?.count ?? 0;
  const average = total > 0 && summary?.average ? Math.round(Number(summary.average) * 10) / 10 : null;
  return {
    reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count: total,
    average,
  };
}

import { z } from "zod";

// Customer reviews as the storefront shows them; produced by worker/services/catalogue/reviews.ts.

/** Who wrote a review: a buyer from their order or the plan page, or staff in the back office. */
export const REVIEW_SOURCES = ["buyer", "staff"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** Only "published" reviews reach the storefront; a buyer's starts "pending" (decision 0068). */
export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as the storefront shows it: no ids of staff, no internal flags beyond `verified`. */
interface PublicReview {
  id: number;
  customerName: string;
  rating: number;
  comment: string;
  location: string | null;
  /** A buyer's review written against a delivered order: "Verified purchase". */
  verified: boolean;
  source: ReviewSource;
  /** "2026-10": the month of the trip, as the buyer gave it. */
  tripMonth: string | null;
  /** The shop's public answer. */
  reply: string | null;
  createdAt: string;
}

export interface Testimonial extends PublicReview {
  productName: string;
  productSlug: string;
}

export interface ProductReviews {
  reviews: PublicReview[];
  /** Published reviews only. */
  count: number;
  /** Mean rating of the published reviews to one decimal, or null without any. */
  average: number | null;
}

/** A buyer's review as the order page, the plan page and POST /api/reviews take it. */
export const BuyerReviewSchema = z.object({
  rating: z.coerce
    .number({ error: "Rating must be between 1 and 5" })
    .int("Rating must be between 1 and 5")
    .min(1, "Rating must be between 1 and 5")
    .max(5, "Rating must be between 1 and 5")
    .default(5),
  comment: z
    .string({ error: "Comment is required" })
    .trim()
    .min(1, "Comment is required")
    .max(2000, "Please keep it under 2000 characters"),
  tripMonth: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^20\d\d-(0[1-9]|1[0-2])$/.test(v), "Choose the month of your trip"),
});

/** POST /api/reviews: the same fields and the plan being reviewed. */
export const BuyerReviewApiSchema = BuyerReviewSchema.extend({
  productId: z.coerce.number({ error: "Product is required" }).int().min(1, "Product is required"),
});

/** Where a signed-in customer stands with one plan's review (the plan page and the order page). */
export type ReviewStanding =
  | { kind: "can-review"; productId: number }
  | { kind: "reviewed"; status: ReviewStatus; createdAt: string }
  /** Bought, but no order of it is delivered (paid, refunded, cancelled...). */
  | { kind: "not-delivered" }
  | { kind: "not-bought" };

/** A standing as a loader sends it: a review's day already written in the page's language. */
export type ShownStanding = ReviewStanding & { on?: string };

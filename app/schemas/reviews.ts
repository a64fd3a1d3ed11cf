// Customer reviews as the storefront shows them; produced by worker/services/catalogue/reviews.ts.

/** A review as the storefront shows it: no ids of staff, no internal flags beyond `verified`. */
interface PublicReview {
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

export interface ProductReviews {
  reviews: PublicReview[];
  count: number;
  /** Mean rating to one decimal, or null without reviews. */
  average: number | null;
}

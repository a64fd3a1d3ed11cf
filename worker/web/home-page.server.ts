import type { Database } from "../db/client";
import { activeProductsQueries, toProductPage } from "../services/products";
import { featuredReviewsQuery, toTestimonials } from "../services/reviews-public";
import { resolveSiteImages, siteImagesQuery } from "../services/site-images";

const ALL = { region: "all", duration: "all", data: "all", type: "all", q: "" } as const;

/** Everything Home shows below the shell, in one D1 round trip (issue 17: at most 3 per page). */
export async function homePageData(db: Database, featured = 3, testimonials = 2) {
  const [items, totals] = activeProductsQueries(db, ALL, featured);
  const [rows, counts, images, reviews] = await db.batch([
    items,
    totals,
    siteImagesQuery(db),
    featuredReviewsQuery(db, testimonials),
  ]);
  return {
    featured: (await toProductPage(db, rows, counts)).items,
    images: resolveSiteImages(images),
    testimonials: toTestimonials(reviews),
  };
}

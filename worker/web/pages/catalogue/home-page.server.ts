import type { Locale } from "../../../../app/lib/locale";
import type { Database } from "../../../db/client";
import { popularDestinationsQuery } from "../../../services/catalogue/destinations";
import { activeProductsQueries, toProductPage } from "../../../services/catalogue/products";
import { featuredReviewsQuery, toTestimonials } from "../../../services/catalogue/reviews";
import { shopFiguresQueries, toShopFigures } from "../../../services/catalogue/shop-figures";
import { claimsQuery, toStorefrontClaims } from "../../../services/content/claims";
import { resolveSiteImages, siteImagesQuery } from "../../../services/content/site-images";

const ALL = { region: "all", duration: "all", data: "all", type: "all", q: "" } as const;

/**
 * Everything Home shows below the shell: one D1 round trip, then the featured plans' destinations
 * (with the shell's, three per page).
 */
export async function homePageData(db: Database, locale: Locale = "en", featured = 3, testimonials = 2) {
  const [items, totals] = activeProductsQueries(db, { ...ALL, locale }, featured);
  const [covered, networks, customers, delivery] = shopFiguresQueries(db);
  const [rows, counts, images, reviews, popular, claims, ...figureRows] = await db.batch([
    items,
    totals,
    siteImagesQuery(db),
    featuredReviewsQuery(db, testimonials),
    popularDestinationsQuery(db),
    claimsQuery(db),
    covered,
    networks,
    customers,
    delivery,
  ]);
  const figures = toShopFigures(figureRows);
  return {
    featured: (await toProductPage(db, rows, counts)).items,
    images: resolveSiteImages(images),
    testimonials: toTestimonials(reviews),
    popular,
    countries: figures.countries,
    figures,
    // The partner logos and badge: only while staff have given a source for them.
    claims: toStorefrontClaims(claims),
  };
}

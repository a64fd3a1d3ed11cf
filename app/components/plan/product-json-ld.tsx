import { useT } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import type { ProductDto } from "~/schemas/product";
import type { ProductReviews } from "~/schemas/reviews";
import { usePlanWords } from "./plan-words";

interface ProductJsonLdProps {
  product: ProductDto;
  reviews: ProductReviews;
  url: string;
  imageUrl: string;
  /** The store's configured name (see useBrandName). */
  brand: string | undefined;
}

/** schema.org Product data for search engines; carries the CSP nonce like every inline script. */
export function ProductJsonLd({ product, reviews, url, imageUrl, brand }: ProductJsonLdProps) {
  const nonce = useNonce();
  const t = useT();
  const words = usePlanWords();
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.slug,
    description:
      product.description ??
      t("plan.jsonLd", {
        type: words.type(product.type),
        coverage: product.coverage,
        data: words.data(product),
        duration: words.duration(product),
      }),
    image: imageUrl,
    category: words.type(product.type),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.price,
      priceCurrency: "MYR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(reviews.count > 0 && reviews.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.slice(0, 5).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.customerName },
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5 },
            reviewBody: r.comment,
            datePublished: r.createdAt.slice(0, 10),
          })),
        }
      : {}),
  };
  // "<" is escaped so that stored text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "JalanSIM";
const DEFAULT_IMAGE = "/static/site/hero-header.svg";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/shop" (query strings are left out on purpose). */
  path: string;
  /** The site's origin as the loader saw it; canonical and Open Graph URLs must be absolute. */
  origin?: string;
  image?: string;
  type?: "website" | "product" | "article";
}

function absolute(origin: string | undefined, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return origin ? new URL(pathOrUrl, origin).toString() : pathOrUrl;
}

/** Title, description, canonical link and Open Graph / Twitter tags for a public page. */
export function seoMeta({
  title,
  description,
  path,
  origin,
  image,
  type = "website",
}: SeoInput): MetaDescriptor[] {
  const url = absolute(origin, path);
  const imageUrl = absolute(origin, image ?? DEFAULT_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: "en_MY" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The origin a loader hands to `seoMeta` (the request's own, so previews and prod both work). */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import { type Locale, OG_LOCALES } from "~/lib/locale";
import type { RootData } from "~/root";

const DEFAULT_IMAGE = "/static/site/hero-header.svg";

/** The part of the root loader's data a page's meta needs: the store's configured name. */
interface RootMatch {
  loaderData?: { config: { brandName: string } };
}

/**
 * A `meta` function's `matches`: the root route always comes first. Its data is missing only when
 * the root loader itself failed (the root error page), and then the brand is left out.
 */
export type MetaMatches = readonly [RootMatch | undefined, ...unknown[]];

/** The store's name (BRAND_NAME, from the root loader), for a route's `meta`. */
export function brandOf(matches: MetaMatches): string | undefined {
  return matches[0]?.loaderData?.config.brandName;
}

/** A page title, "Sign in | <brand>": the given parts, then the brand. */
export function pageTitle(matches: MetaMatches, ...parts: string[]): string {
  return [...parts, brandOf(matches)].filter(Boolean).join(" | ");
}

/** The store's name for a component (JSON-LD, for one); undefined only on the root error page. */
export function useBrandName(): string | undefined {
  return useRouteLoaderData<RootData>("root")?.config.brandName;
}

export interface SeoInput {
  /** The whole title, brand included (see `pageTitle`). */
  title: string;
  /** The store's name for og:site_name (see `brandOf`). */
  brand: string | undefined;
  description: string;
  /** The page's address for og:url, e.g. "/shop" (the canonical and hreflang links come from root). */
  path: string;
  /** The site's origin as the loader saw it; canonical and Open Graph URLs must be absolute. */
  origin?: string;
  image?: string;
  type?: "website" | "product" | "article";
  locale?: Locale;
}

function absolute(origin: string | undefined, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return origin ? new URL(pathOrUrl, origin).toString() : pathOrUrl;
}

/** Title, description, canonical link and Open Graph / Twitter tags for a public page. */
export function seoMeta({
  title,
  brand,
  description,
  path,
  origin,
  image,
  type = "website",
  locale = "en",
}: SeoInput): MetaDescriptor[] {
  const url = absolute(origin, path);
  const imageUrl = absolute(origin, image ?? DEFAULT_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    ...(brand ? [{ property: "og:site_name", content: brand }] : []),
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The origin a loader hands to `seoMeta` (the request's own, so previews and prod both work). */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

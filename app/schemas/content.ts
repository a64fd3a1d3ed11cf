// What the public pages draw from staff-edited content; produced by worker/services/content/site-images.ts
// and worker/services/content/pages.ts.

/** The keys public pages use (SPEC.md §3); worker/services/content/site-images.ts holds each one's default. */
export type SiteImageKey =
  | "hero-header"
  | "world-map"
  | "vodafone-logo"
  | "orange-logo"
  | "tmobile-logo"
  | "mtn-logo"
  | "telstra-logo"
  | "movistar-logo";

/** What a page needs to draw an image without layout shift. */
export interface SiteImage {
  key: SiteImageKey;
  url: string;
  alt: string;
  width: number;
  height: number;
}

// privacy, terms, refund-policy: the policy pages, linked in the footer and at checkout.
export const PAGE_KEYS = ["about", "support", "partner", "privacy", "terms", "refund-policy"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** What the About, Support and Partner pages render; `content` is markdown written by staff. */
export interface PageContentView {
  page: PageKey;
  title: string;
  subtitle: string | null;
  content: string;
  imageUrl: string | null;
}

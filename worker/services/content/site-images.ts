import { asc } from "drizzle-orm";
import type { SiteImage, SiteImageKey } from "../../../app/schemas/content";
import type { Database } from "../../db/client";
import { siteImages } from "../../db/schema";

/** The keys public pages use (SPEC.md §3), each with the default shipped in public/static/site/. */
const SITE_IMAGE_DEFAULTS = {
  "hero-header": {
    alt: "A phone showing an eSIM QR code, connected across the globe",
    width: 1200,
    height: 600,
  },
  "world-map": { alt: "World map of JalanSIM coverage", width: 1200, height: 600 },
  "vodafone-logo": { alt: "Vodafone", width: 240, height: 80 },
  "orange-logo": { alt: "Orange", width: 240, height: 80 },
  "tmobile-logo": { alt: "T-Mobile", width: 240, height: 80 },
  "mtn-logo": { alt: "MTN", width: 240, height: 80 },
  "telstra-logo": { alt: "Telstra", width: 240, height: 80 },
  "movistar-logo": { alt: "Movistar", width: 240, height: 80 },
} as const satisfies Record<SiteImageKey, { alt: string; width: number; height: number }>;

const SITE_IMAGE_KEYS = Object.keys(SITE_IMAGE_DEFAULTS) as SiteImageKey[];

/** A stored row as GET /api/admin/site-images lists it. */
export interface SiteImageRecord {
  id: number;
  key: string;
  url: string;
  alt: string;
  description: string | null;
}

function defaultSiteImageUrl(key: SiteImageKey): string {
  return `/static/site/${key}.svg`;
}

/** Only same-site paths and https URLs may reach an <img src>; anything else falls back. */
function isUsableImageUrl(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

export async function listSiteImages(db: Database): Promise<SiteImageRecord[]> {
  return siteImagesQuery(db);
}

/** The stored site images as a statement, for a caller's own D1 batch. */
export function siteImagesQuery(db: Database) {
  return db
    .select({
      id: siteImages.id,
      key: siteImages.key,
      url: siteImages.url,
      alt: siteImages.alt,
      description: siteImages.description,
    })
    .from(siteImages)
    .orderBy(asc(siteImages.key));
}

/**
 * Every public key resolved: the stored image (an R2 path `/images/<key>` or an external https URL)
 * when there is one, else the built-in default. The box size stays the default's, so a replaced
 * image never shifts the layout (pages draw it with object-fit).
 */
export async function getSiteImages(db: Database): Promise<Record<SiteImageKey, SiteImage>> {
  return resolveSiteImages(await listSiteImages(db));
}

export function resolveSiteImages(rows: SiteImageRecord[]): Record<SiteImageKey, SiteImage> {
  const stored = new Map(rows.map((row) => [row.key, row]));
  const entries = SITE_IMAGE_KEYS.map((key) => {
    const fallback = SITE_IMAGE_DEFAULTS[key];
    const row = stored.get(key);
    const usable = row && isUsableImageUrl(row.url);
    const image: SiteImage = {
      key,
      url: usable ? row.url : defaultSiteImageUrl(key),
      alt: usable && row.alt.trim() ? row.alt : fallback.alt,
      width: fallback.width,
      height: fallback.height,
    };
    return [key, image] as const;
  });
  return Object.fromEntries(entries) as Record<SiteImageKey, SiteImage>;
}

import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PageKey, pageContent } from "../db/schema";
import { PAGE_CONTENT_DEFAULTS } from "../db/seed-data";

/** What the About, Support and Partner pages render; `content` is markdown written by staff. */
export interface PageContentView {
  page: PageKey;
  title: string;
  subtitle: string | null;
  content: string;
  imageUrl: string | null;
}

function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The stored page, or the seeded default when staff have not saved one. */
export async function getPageContent(db: Database, page: PageKey): Promise<PageContentView> {
  const row = await db.query.pageContent.findFirst({ where: eq(pageContent.page, page) });
  const fallback = PAGE_CONTENT_DEFAULTS.find((p) => p.page === page);
  const source = row ?? fallback;
  if (!source) throw new Error(`No content for page ${page}`);
  return {
    page,
    title: source.title,
    subtitle: source.subtitle || null,
    content: source.content,
    imageUrl: safeImageUrl(source.imageUrl) ?? safeImageUrl(fallback?.imageUrl ?? null),
  };
}

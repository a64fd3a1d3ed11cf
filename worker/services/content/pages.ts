import { eq } from "drizzle-orm";
import type { PageContentView, PageKey } from "../../../app/schemas/content";
import type { Database } from "../../db/client";
import { pageContent } from "../../db/schema";
import { PAGE_CONTENT_DEFAULTS } from "../../db/seed-data";

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

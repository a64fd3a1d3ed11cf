import { eq } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import type { PageContentView, PageKey } from "../../../app/schemas/content";
import type { Database } from "../../db/client";
import { pageContent } from "../../db/schema";
import { PAGE_CONTENT_DEFAULTS } from "../../db/seed-content";
import { PAGE_TRANSLATIONS } from "../../db/seed-translations";
import { inLocale } from "../catalogue/translated";

function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** A page's words in `locale`, each falling back to the English on its own (decision 0046). */
function localizedColumns(locale: Locale) {
  const c = pageContent;
  return {
    title: inLocale<string>(locale, { en: c.title, ms: c.titleMs, zh: c.titleZh }),
    subtitle: inLocale<string | null>(locale, { en: c.subtitle, ms: c.subtitleMs, zh: c.subtitleZh }),
    content: inLocale<string>(locale, { en: c.content, ms: c.contentMs, zh: c.contentZh }),
    imageUrl: c.imageUrl,
  };
}

/** The seeded default of a page no one has saved, in `locale` when the seed has that version. */
function defaultPage(page: PageKey, locale: Locale) {
  const english = PAGE_CONTENT_DEFAULTS.find((p) => p.page === page);
  const version = locale === "en" ? undefined : PAGE_TRANSLATIONS[page]?.[locale === "ms" ? "ms" : "zh"];
  return english && { ...english, ...version };
}

/** The stored page in the page's language (else English), or the seeded default when staff have not saved one. */
export async function getPageContent(
  db: Database,
  page: PageKey,
  locale: Locale = "en",
): Promise<PageContentView> {
  const [row] = await db
    .select(localizedColumns(locale))
    .from(pageContent)
    .where(eq(pageContent.page, page))
    .limit(1);
  const fallback = defaultPage(page, locale);
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

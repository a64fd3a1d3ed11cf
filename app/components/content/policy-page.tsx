import { PageMarkdown } from "~/components/content/page-markdown";
import type { PageContentView } from "~/schemas/content";

/** Privacy, Terms and Refund Policy: staff-edited markdown rendered in the loader, like About. */
export function PolicyPage({ page, html }: { page: PageContentView; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      {page.subtitle && <p className="mt-3 text-lg text-muted">{page.subtitle}</p>}
      <div className="mt-8">
        <PageMarkdown html={html} />
      </div>
    </article>
  );
}

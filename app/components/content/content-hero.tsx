import type { PageContentView } from "~/schemas/content";

/** Title, subtitle and hero image of an editable page (About, Support, Partner). */
export function ContentHero({ page }: { page: PageContentView }) {
  return (
    <section data-testid="content-hero" className="bg-gradient-to-b from-primary-50 to-canvas">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          {page.subtitle && <p className="mt-4 text-lg text-muted">{page.subtitle}</p>}
        </div>
        {page.imageUrl && (
          <img
            src={page.imageUrl}
            alt=""
            width={1200}
            height={600}
            fetchPriority="high"
            className="aspect-[2/1] w-full rounded-card object-cover shadow-card"
          />
        )}
      </div>
    </section>
  );
}

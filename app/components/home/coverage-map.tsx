import { SiteImage } from "~/components/content/site-image";
import { useT } from "~/lib/i18n";
import type { SiteImage as SiteImageData } from "~/schemas/content";

// SPEC.md §1 marketing claims, shown on the Global Coverage Map; the countries are counted from the
// catalogue, so the claim is what the plans on sale cover.
const COVERAGE_STATS = [
  { value: "500+", label: "home.coverage.operators" },
  { value: "10,000+", label: "home.coverage.customers" },
  { value: "99.9%", label: "home.coverage.uptime" },
] as const;

export function CoverageMap({ image, countries }: { image: SiteImageData; countries: number }) {
  const t = useT();
  const stats = [{ value: String(countries), label: "home.coverage.countries" } as const, ...COVERAGE_STATS];
  return (
    <section className="render-near-view bg-white py-16" aria-labelledby="coverage-map">
      <div className="mx-auto max-w-6xl px-4">
        <div className="fade-in max-w-2xl">
          <h2 id="coverage-map" className="text-3xl font-bold tracking-tight">
            {t("home.coverage.title")}
          </h2>
          <p className="mt-3 text-muted">{t("home.coverage.lead")}</p>
        </div>
        <div className="fade-in mt-8 overflow-hidden rounded-card border border-line bg-primary-50">
          <SiteImage image={image} className="aspect-[2/1] w-full object-cover" />
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="coverage-stats">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="fade-in flex flex-col-reverse rounded-card bg-canvas p-5 text-center ring-1 ring-line"
            >
              <dt className="text-sm font-medium text-muted">{t(stat.label)}</dt>
              <dd className="tabular mb-1 text-3xl font-extrabold text-primary-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

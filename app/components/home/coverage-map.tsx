import { SiteImage } from "~/components/content/site-image";
import { useT } from "~/lib/i18n";
import type { StorefrontClaims } from "~/schemas/claims";
import type { SiteImage as SiteImageData } from "~/schemas/content";
import { ClaimSource } from "./claim-source";

// SPEC.md §1 marketing claims, shown on the Global Coverage Map only while staff have given each its
// source in Settings (decision 0068); the countries are counted from the catalogue, so that one is
// always what the plans on sale cover.
const COVERAGE_STATS = [
  { value: "500+", label: "home.coverage.operators", claim: "operators" },
  { value: "10,000+", label: "home.coverage.customers", claim: "customers" },
  { value: "99.9%", label: "home.coverage.uptime", claim: "uptime" },
] as const;

export function CoverageMap({
  image,
  countries,
  claims,
}: {
  image: SiteImageData;
  countries: number;
  claims: StorefrontClaims;
}) {
  const t = useT();
  const stats = [
    { value: String(countries), label: "home.coverage.countries", source: null } as const,
    ...COVERAGE_STATS.flatMap((stat) => {
      const source = claims[stat.claim];
      return source ? [{ ...stat, source }] : [];
    }),
  ];
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
        <dl
          className={`mt-8 grid grid-cols-2 gap-4 ${stats.length === 4 ? "md:grid-cols-4" : stats.length === 3 ? "md:grid-cols-3" : ""}`}
          data-testid="coverage-stats"
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="fade-in flex flex-col-reverse rounded-card bg-canvas p-5 text-center ring-1 ring-line"
            >
              <dt className="text-sm font-medium text-muted">
                {t(stat.label)}
                {stat.source && (
                  <ClaimSource source={stat.source} className="mt-1 block text-xs text-subtle" />
                )}
              </dt>
              <dd className="tabular mb-1 text-3xl font-extrabold text-primary-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

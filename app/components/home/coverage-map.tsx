import { SiteImage } from "~/components/content/site-image";
import { formatNumber } from "~/lib/format-message";
import { useLocale, useT } from "~/lib/i18n";
import type { SiteImage as SiteImageData } from "~/schemas/content";
import type { ShopFigures } from "~/schemas/shop-figures";

// Every figure here is the shop's own (decision 0085): destinations and operators from the plans on
// sale, customers from delivered orders, delivery from the eSIMs issued. One the shop cannot back
// (no customers to speak of yet, no eSIM delivered lately) is left out, never guessed.
export function CoverageMap({ image, figures }: { image: SiteImageData; figures: ShopFigures }) {
  const t = useT();
  const locale = useLocale();
  const number = (n: number) => formatNumber(locale, n);
  const { customers, deliveryMinutes: minutes, deliveryDays: days } = figures;
  const stats = [
    { key: "countries", value: number(figures.countries), label: t("home.coverage.countries") },
    ...(figures.operators > 0
      ? [{ key: "operators", value: number(figures.operators), label: t("home.coverage.operators") }]
      : []),
    ...(customers !== null
      ? [{ key: "customers", value: `${number(customers)}+`, label: t("home.coverage.customers") }]
      : []),
    ...(minutes !== null
      ? [
          {
            key: "delivery",
            value: t("home.coverage.deliveryValue", { minutes }),
            label: t("home.coverage.delivery", { days }),
          },
        ]
      : []),
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
              key={stat.key}
              data-figure={stat.key}
              className="fade-in flex flex-col-reverse rounded-card bg-canvas p-5 text-center ring-1 ring-line"
            >
              <dt className="text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="tabular mb-1 text-3xl font-extrabold text-primary-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

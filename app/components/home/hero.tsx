import { Link } from "react-router";
import { SiteImage } from "~/components/content/site-image";
import { buttonClass } from "~/components/ui/button";
import { richText, useLocalePath, useT } from "~/lib/i18n";
import type { SiteImage as SiteImageData } from "~/schemas/content";
import { DestinationSearch, type PopularDestination } from "./destination-search";

export function Hero({
  image,
  popular,
  countries,
}: {
  image: SiteImageData;
  popular: PopularDestination[];
  /** Destinations a plan on sale covers, counted from the catalogue. */
  countries: number;
}) {
  const t = useT();
  const href = useLocalePath();
  return (
    <section className="bg-gradient-to-b from-primary-50 to-canvas" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {richText(t, "home.hero.kicker", {
              countries: <span data-testid="hero-countries">{countries}</span>,
            })}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("home.hero.title", { countries })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t("home.hero.lead")}</p>
          <DestinationSearch popular={popular} className="mt-6 max-w-xl" />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Link to={href("/shop")} className={buttonClass("primary", "lg")}>
              {t("home.hero.shop")}
            </Link>
            <Link to={href("/partner")} className={buttonClass("ghost", "lg")}>
              {t("home.hero.partner")}
            </Link>
          </div>
        </div>
        <SiteImage
          image={image}
          priority
          className="aspect-[2/1] w-full rounded-card object-cover shadow-card"
        />
      </div>
    </section>
  );
}

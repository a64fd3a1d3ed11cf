import { Link } from "react-router";
import { CoverageMap } from "~/components/home/coverage-map";
import { Hero } from "~/components/home/hero";
import { ScrollReveal } from "~/components/home/scroll-reveal";
import { Testimonials } from "~/components/home/testimonials";
import { TrustBadges } from "~/components/home/trust-badges";
import { TrustedPartners } from "~/components/home/trusted-partners";
import { WhyEsim } from "~/components/home/why-esim";
import { PlanCard } from "~/components/plan-card";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, requestOrigin, seoMeta } from "~/lib/seo";
import { appContext } from "../../worker/web/http/context.server";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { localPlaces, localPlans } from "../../worker/web/language/places.server";
import { homePageData } from "../../worker/web/pages/catalogue/home-page.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = requestLocale(context);
  const data = await homePageData(db, locale);
  return {
    ...data,
    // The plan cards' words and their countries in the page's language.
    featured: localPlans(locale, data.featured),
    // The hero's chips, named and ordered as the page's language says them.
    popular:
      locale === "en"
        ? data.popular
        : localPlaces(locale, data.popular).sort((a, b) => a.name.localeCompare(b.name, locale)),
    ...pageMessages(context, "home", "planCard", "place", "stars"),
    origin: requestOrigin(request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const brand = brandOf(matches);
  const t = metaT({ location, matches });
  const countries = loaderData?.countries ?? 0;
  return seoMeta({
    // The home page leads with the brand.
    title: [brand, t("home.meta.title", { countries })].filter(Boolean).join(" | "),
    brand,
    description: t("home.meta.description", { countries }),
    path: location.pathname,
    origin: loaderData?.origin,
    locale: localeFromPath(location.pathname),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { images, featured, testimonials, popular, countries, claims, figures } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <>
      <ScrollReveal />
      <Hero image={images["hero-header"]} popular={popular} countries={countries} />
      <WhyEsim figures={figures} />
      <CoverageMap image={images["world-map"]} figures={figures} />
      <section className="render-near-view mx-auto max-w-6xl px-4 py-16" aria-labelledby="popular-plans">
        <div className="fade-in flex items-end justify-between gap-4">
          <h2 id="popular-plans" className="text-3xl font-bold tracking-tight">
            {t("home.popular.title")}
          </h2>
          <Link
            to={href("/shop")}
            className="font-semibold text-primary-700 underline-offset-2 hover:underline"
          >
            {t("home.popular.all")}
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((product) => (
            <li key={product.id} className="fade-in flex">
              <PlanCard product={product} />
            </li>
          ))}
        </ul>
      </section>
      {claims.partners && <TrustedPartners logos={images} source={claims.partners} />}
      <Testimonials reviews={testimonials} />
      <TrustBadges claims={claims} customers={figures.customers} />
    </>
  );
}

import { Link, useRouteLoaderData } from "react-router";
import { ContentHero } from "~/components/content/content-hero";
import { PageMarkdown } from "~/components/content/page-markdown";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { SiteImage } from "~/components/content/site-image";
import { buttonClass } from "~/components/ui/button";
import { Clock, Globe2, Headphones, ShieldCheck, Wallet } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import type { ShopFigures } from "~/schemas/shop-figures";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { aboutPage } from "../../worker/web/pages/content/content-pages.server";
import type { RootData } from "../root";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, images, figures } = await aboutPage(context, requestLocale(context));
  return {
    page,
    figures,
    contentHtml: renderPageMarkdown(page.content),
    worldMap: images["world-map"],
    origin: requestOrigin(request),
    ...pageMessages(context, "content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? t("content.about.title")),
    brand: brandOf(matches),
    description: `${loaderData?.page.subtitle ? `${loaderData.page.subtitle}. ` : ""}${t("content.about.description")}`,
    path: location.pathname,
    locale: localeFromPath(location.pathname),
    origin: loaderData?.origin,
    image: loaderData?.page.imageUrl ?? undefined,
  });
};

// Their words are the catalogue's content.about.<id>.title / .text; a text stating a figure the
// shop does not hold yet has its .textUnmeasured instead (decision 0085).
const SELLING_POINTS = [
  // The numbers are the catalogue's (covered destinations, operators named by the plans on sale).
  { id: "countries", icon: Globe2 },
  { id: "minutes", icon: Clock },
  { id: "prices", icon: Wallet },
  { id: "secure", icon: ShieldCheck },
  { id: "support", icon: Headphones },
] as const;

const TEAM = [
  { id: "aisha", name: "Aisha Rahman", photo: "/static/team/aisha.svg" },
  { id: "daniel", name: "Daniel Lee", photo: "/static/team/daniel.svg" },
  { id: "mei", name: "Mei Tan", photo: "/static/team/mei.svg" },
] as const;

type SellingPoint = (typeof SELLING_POINTS)[number]["id"];

function sellingText(t: ReturnType<typeof useT>, id: SellingPoint, figures: ShopFigures): string {
  const { operators, deliveryMinutes: minutes, deliveryDays: days } = figures;
  if (id === "countries")
    return operators > 0
      ? t("content.about.countries.text", { operators })
      : t("content.about.countries.textUnmeasured");
  if (id === "secure")
    return minutes !== null
      ? t("content.about.secure.text", { minutes, days })
      : t("content.about.secure.textUnmeasured");
  return t(`content.about.${id}.text`);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, contentHtml, worldMap, figures } = loaderData;
  const countries = String(useRouteLoaderData<RootData>("root")?.config.countriesCovered ?? "");
  const t = useT();
  const href = useLocalePath();
  return (
    <>
      <ContentHero page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PageMarkdown html={contentHtml} />

        <section aria-labelledby="why-us" className="mt-16">
          <h2 id="why-us" className="text-3xl font-bold tracking-tight">
            {t("content.about.why")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="selling-points">
            {SELLING_POINTS.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-card border border-line bg-white p-5 shadow-card">
                <Icon aria-hidden="true" className="size-7 text-primary-700" />
                <h3 className="mt-3 font-bold">{t(`content.about.${id}.title`, { countries })}</h3>
                <p className="mt-1 text-sm text-muted">{sellingText(t, id, figures)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team" className="mt-16">
          <h2 id="team" className="text-3xl font-bold tracking-tight">
            {t("content.about.team")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="team">
            {TEAM.map((member) => (
              <li
                key={member.name}
                className="rounded-card border border-line bg-white p-6 text-center shadow-card"
              >
                <img
                  src={member.photo}
                  alt={t("content.about.portrait", { name: member.name })}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto size-28 rounded-full"
                />
                <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
                <p className="text-sm font-semibold text-primary-700">
                  {t(`content.about.${member.id}.role`)}
                </p>
                <p className="mt-2 text-sm text-muted">{t(`content.about.${member.id}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="reach" className="mt-16">
          <h2 id="reach" className="text-3xl font-bold tracking-tight">
            {t("content.about.reach")}
          </h2>
          <p className="mt-3 max-w-2xl text-muted">{t("content.about.reachText", { countries })}</p>
          <div className="mt-6 overflow-hidden rounded-card border border-line bg-primary-50">
            <SiteImage image={worldMap} className="aspect-[2/1] w-full object-cover" />
          </div>
        </section>

        <section
          aria-labelledby="cta"
          className="mt-16 rounded-card bg-primary-900 px-6 py-12 text-center text-white sm:px-12"
        >
          <h2 id="cta" className="text-3xl font-bold tracking-tight">
            {t("content.about.cta")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-100">{t("content.about.ctaText")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={href("/shop")} className={buttonClass("secondary", "lg")}>
              {t("content.about.shop")}
            </Link>
            <Link
              to={href("/partner")}
              className={buttonClass(
                "ghost",
                "lg",
                "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10 hover:text-white",
              )}
            >
              {t("content.about.partner")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

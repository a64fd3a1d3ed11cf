import { data, Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { PlanCard } from "~/components/plan-card";
import { buttonClass } from "~/components/ui/button";
import { ChevronLeft } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { formatRm } from "~/lib/money";
import { brandOf, pageTitle, requestOrigin, seoMeta, useBrandName } from "~/lib/seo";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { localPlans, placeName } from "../../worker/web/language/places.server";
import { destinationPlans } from "../../worker/web/pages/catalogue/catalogue.server";
import type { Route } from "./+types/esim";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(context);
  const page = await destinationPlans(context, params.slug, locale);
  if (!page) throw data(null, { status: 404 });
  const { local, regional, global } = page.groups;
  return {
    ...page,
    destination: { ...page.destination, name: placeName(locale, page.destination) },
    groups: {
      local: localPlans(locale, local),
      regional: localPlans(locale, regional),
      global: localPlans(locale, global),
    },
    origin: requestOrigin(request),
    ...pageMessages(context, "esim", "planCard", "place"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData)
    return [{ title: pageTitle(matches, "Page Not Found") }, { name: "robots", content: "noindex" }];
  const { destination, fromSen, count, origin } = loaderData;
  const t = metaT({ location, matches });
  const place = destination.name;
  return seoMeta({
    title: pageTitle(
      matches,
      fromSen !== null
        ? t("esim.meta.title", { place, price: formatRm(fromSen) })
        : t("esim.title", { place }),
    ),
    brand: brandOf(matches),
    description: count > 0 ? t("esim.meta.some", { count, place }) : t("esim.meta.none", { place }),
    path: location.pathname,
    origin,
    locale: localeFromPath(location.pathname),
  });
};

const SECTIONS = ["local", "regional", "global"] as const;

export default function Esim({ loaderData }: Route.ComponentProps) {
  const { destination, groups, fromSen, count, origin } = loaderData;
  const all = [...groups.local, ...groups.regional, ...groups.global];
  const brand = useBrandName();
  const t = useT();
  const href = useLocalePath();
  const place = destination.name;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t("esim.listName", { place }),
          url: new URL(href(`/esim/${destination.slug}`), origin).toString(),
          numberOfItems: all.length,
          itemListElement: all.map((p, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "Product",
              name: `${p.name} ${p.type}: ${p.data}, ${p.duration}`,
              sku: p.slug,
              url: new URL(href(`/plans/${p.slug}`), origin).toString(),
              ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
              offers: {
                "@type": "Offer",
                price: p.price,
                priceCurrency: "MYR",
                availability: "https://schema.org/InStock",
              },
            },
          })),
        }}
      />
      <Link
        to={href("/destinations")}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> {t("esim.back")}
      </Link>
      <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <span aria-hidden="true" className="leading-none">
          {destination.flag}
        </span>
        {t("esim.title", { place })}
      </h1>
      <p className="mt-2 text-muted">
        {count === 0
          ? t("esim.none", { place })
          : fromSen !== null
            ? t("esim.introFrom", { count, place, price: formatRm(fromSen) })
            : t("esim.intro", { count, place })}
      </p>
      {count === 0 && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href("/shop?region=global")} className={buttonClass("primary", "md")}>
            {t("esim.seeGlobal")}
          </Link>
          <Link to={href("/destinations")} className={buttonClass("secondary", "md")}>
            {t("esim.back")}
          </Link>
        </div>
      )}
      {SECTIONS.map((key) =>
        groups[key].length > 0 ? (
          <section key={key} aria-labelledby={`plans-${key}`} className="mt-10" data-testid={`plans-${key}`}>
            <h2 id={`plans-${key}`} className="text-2xl font-bold tracking-tight">
              {t(`esim.section.${key}`, { place })}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {groups[key].map((product) => (
                <li key={product.id} className="flex">
                  <PlanCard product={product} kind={key} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}

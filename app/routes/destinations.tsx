import { Link } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { JsonLd } from "~/components/json-ld";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { formatRm } from "~/lib/money";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { lettered } from "../../worker/web/language/places.server";
import { coveredDestinations } from "../../worker/web/pages/catalogue/catalogue.server";
import type { Route } from "./+types/destinations";

const KIND = {
  local: null,
  regional: "destinations.kind.regional",
  global: "destinations.kind.global",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Named, sorted and filed under a letter in the page's language (pinyin initials in Chinese).
  const destinations = lettered(requestLocale(context), await coveredDestinations(context));
  return { destinations, origin: requestOrigin(request), ...pageMessages(context, "destinations", "place") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, t("destinations.meta.title")),
    brand: brandOf(matches),
    description: t("destinations.meta.description", { count: loaderData?.destinations.length ?? 0 }),
    path: location.pathname,
    origin: loaderData?.origin,
    locale: localeFromPath(location.pathname),
  });
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { destinations, origin } = loaderData;
  const t = useT();
  const href = useLocalePath();
  const byLetter = new Map<string, typeof destinations>();
  for (const d of destinations) byLetter.set(d.letter, [...(byLetter.get(d.letter) ?? []), d]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t("destinations.listName"),
          itemListElement: destinations.map((d, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: `${d.name} eSIM`,
            url: new URL(href(`/esim/${d.slug}`), origin).toString(),
          })),
        }}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("destinations.title")}</h1>
      <p className="mt-2 text-muted">{t("destinations.intro")}</p>
      <DestinationSearch className="mt-6 max-w-xl" />
      <nav aria-label={t("destinations.letters")} className="mt-8 flex flex-wrap gap-1">
        {[...byLetter.keys()].map((letter) => (
          <a
            key={letter}
            href={`#letter-${letter}`}
            className="inline-flex size-11 items-center justify-center rounded-control font-semibold text-primary-700 ring-1 ring-line hover:bg-primary-50"
          >
            {letter}
          </a>
        ))}
      </nav>
      {[...byLetter.entries()].map(([letter, list]) => (
        <section key={letter} aria-labelledby={`letter-${letter}`} className="mt-8">
          <h2 id={`letter-${letter}`} className="text-xl font-bold">
            {letter}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="destination-list">
            {list.map((d) => (
              <li key={d.slug}>
                <Link
                  to={href(`/esim/${d.slug}`)}
                  className="flex min-h-14 items-center gap-3 rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-line hover:ring-primary-200"
                >
                  <span aria-hidden="true" className="text-2xl leading-none">
                    {d.flag}
                  </span>
                  <span className="font-semibold">{d.name}</span>
                  {d.fromSen !== null && (
                    <span
                      className="ml-auto flex flex-col items-end text-sm text-muted"
                      data-testid="destination-from"
                    >
                      <span className="tabular">
                        {t("destinations.from", { price: formatRm(d.fromSen) })}
                      </span>
                      {d.availability && KIND[d.availability] && (
                        <span className="text-xs text-subtle">
                          {t(KIND[d.availability] ?? "destinations.kind.global")}
                        </span>
                      )}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

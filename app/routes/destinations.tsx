import { Link } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { JsonLd } from "~/components/json-ld";
import { formatRm } from "~/lib/money";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { coveredDestinations } from "../../worker/web/catalogue.server";
import type { Route } from "./+types/destinations";

const COPY = {
  intro:
    "Every country our plans cover, with the lowest price of its closest plan: a plan for that country when there is one, else a regional plan, else a global one.",
  kind: { local: null, regional: "regional plan", global: "global plan" },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const destinations = await coveredDestinations(context);
  return { destinations, origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, `eSIM destinations A–Z`),
    brand: brandOf(matches),
    description: `Travel eSIM and SIM plans for ${loaderData?.destinations.length ?? "many"} destinations, from Japan to the United States, priced in RM. Pick your country to compare local, regional and global plans.`,
    path: "/destinations",
    origin: loaderData?.origin,
  });

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { destinations, origin } = loaderData;
  const byLetter = new Map<string, typeof destinations>();
  for (const d of destinations) {
    const letter = d.name.normalize("NFKD").charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), d]);
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "eSIM destinations",
          itemListElement: destinations.map((d, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: `${d.name} eSIM`,
            url: new URL(`/esim/${d.slug}`, origin).toString(),
          })),
        }}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Destinations A–Z</h1>
      <p className="mt-2 text-muted">{COPY.intro}</p>
      <DestinationSearch className="mt-6 max-w-xl" />
      <nav aria-label="Letters" className="mt-8 flex flex-wrap gap-1">
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
                  to={`/esim/${d.slug}`}
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
                      <span className="tabular">from {formatRm(d.fromSen)}</span>
                      {d.availability && COPY.kind[d.availability] && (
                        <span className="text-xs text-subtle">{COPY.kind[d.availability]}</span>
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

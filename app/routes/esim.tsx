import { ChevronLeft } from "lucide-react";
import { data, Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { PlanCard } from "~/components/plan-card";
import { buttonClass } from "~/components/ui/button";
import { formatRm } from "~/lib/money";
import { brandOf, pageTitle, requestOrigin, seoMeta, useBrandName } from "~/lib/seo";
import { destinationPlans } from "../../worker/web/catalogue.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/esim";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await destinationPlans(context, params.slug, requestLocale(request));
  if (!page) throw data(null, { status: 404 });
  return { ...page, origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [{ title: pageTitle(matches, "Page Not Found") }, { name: "robots", content: "noindex" }];
  const { destination, fromSen, count, origin } = loaderData;
  return seoMeta({
    title: pageTitle(
      matches,
      `${destination.name} eSIM${fromSen !== null ? ` from ${formatRm(fromSen)}` : ""}`,
    ),
    brand: brandOf(matches),
    description:
      count > 0
        ? `${count} travel eSIM and SIM plans that work in ${destination.name}: local ${destination.name} plans first, then regional and global ones. Priced in RM, activated by QR code.`
        : `Travel eSIM for ${destination.name}: see which plans we offer and the global plans for your trip.`,
    path: `/esim/${destination.slug}`,
    origin,
  });
};

const SECTIONS = [
  { key: "local", title: (name: string) => `${name} plans` },
  { key: "regional", title: (name: string) => `Regional plans that include ${name}` },
  { key: "global", title: () => "Global plans" },
] as const;

export default function Esim({ loaderData }: Route.ComponentProps) {
  const { destination, groups, fromSen, count, origin } = loaderData;
  const all = [...groups.local, ...groups.regional, ...groups.global];
  const brand = useBrandName();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: `${destination.name} eSIM plans`,
          url: new URL(`/esim/${destination.slug}`, origin).toString(),
          numberOfItems: all.length,
          itemListElement: all.map((p, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "Product",
              name: `${p.name} ${p.type}: ${p.data}, ${p.duration}`,
              sku: p.slug,
              url: new URL(`/plans/${p.slug}`, origin).toString(),
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
        to="/destinations"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> All destinations
      </Link>
      <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <span aria-hidden="true" className="leading-none">
          {destination.flag}
        </span>
        {destination.name} eSIM
      </h1>
      <p className="mt-2 text-muted">
        {count > 0 ? (
          <>
            {count} {count === 1 ? "plan works" : "plans work"} in {destination.name}
            {fromSen !== null && <>, from {formatRm(fromSen)}</>}. Plans for {destination.name} alone come
            first, then regional and global plans that cover it.
          </>
        ) : (
          <>We have no plan that covers {destination.name} yet.</>
        )}
      </p>
      {count === 0 && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/shop?region=global" className={buttonClass("primary", "md")}>
            See global plans
          </Link>
          <Link to="/destinations" className={buttonClass("secondary", "md")}>
            All destinations
          </Link>
        </div>
      )}
      {SECTIONS.map(({ key, title }) =>
        groups[key].length > 0 ? (
          <section key={key} aria-labelledby={`plans-${key}`} className="mt-10" data-testid={`plans-${key}`}>
            <h2 id={`plans-${key}`} className="text-2xl font-bold tracking-tight">
              {title(destination.name)}
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

import { Loader2, SearchX, WifiOff } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { PlanCard } from "~/components/plan-card";
import { ShopFilters } from "~/components/shop-filters";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { SHOP_PAGE_SIZE, searchParamsToObject } from "~/schemas/product-filter-options";
import { ShopSearchParamsSchema } from "~/schemas/product-filters";
import { shopPlans } from "../../worker/web/catalogue.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/shop";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { page, ...filters } = ShopSearchParamsSchema.parse(searchParamsToObject(url.searchParams));
  // "Load more" renders every page up to the requested one, so the URL alone rebuilds the list.
  // A destination query ranks that country's own plans first, then regional, then global (decision 0014).
  const result = await shopPlans(
    context,
    { ...filters, locale: requestLocale(request) },
    page * SHOP_PAGE_SIZE,
  );
  return { filters: { ...filters, page }, ...result, origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, "Shop eSIM & SIM Cards"),
    brand: brandOf(matches),
    description:
      "Compare travel eSIM and physical SIM plans for Asia Pacific, Europe, the Americas and worldwide, priced in RM.",
    path: "/shop",
    origin: loaderData?.origin,
  });

function nextPageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page + 1));
  return `/shop?${params}`;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, hasMore, heading, notice, destination, kinds } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const loadingMore =
    pending && new URLSearchParams(navigation.location.search).get("page") === String(filters.page + 1);
  const search = new URLSearchParams(
    Object.entries(filters)
      .filter(([key, value]) => key !== "page" && value !== "all" && value !== "" && value !== "recommended")
      .map(([key, value]) => [key, String(value)]),
  ).toString();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Shop eSIM &amp; SIM Cards</h1>
      <p className="mt-2 text-muted">
        Pick your destination, choose your data, and be online the moment you land.
      </p>
      <div className="mt-6">
        <ShopFilters filters={filters} />
      </div>

      {heading && (
        <div className="mt-8">
          <h2
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
            data-testid="results-heading"
          >
            {destination && !notice && (
              <span aria-hidden="true" className="text-3xl leading-none">
                {destination.flag}
              </span>
            )}
            {heading}
          </h2>
          {notice && (
            <p
              className="mt-2 rounded-control bg-info-50 px-4 py-3 text-sm text-ink"
              data-testid="results-notice"
            >
              {notice}{" "}
              <Link
                to="/destinations"
                className="font-semibold text-primary-700 underline underline-offset-2"
              >
                See all destinations
              </Link>
            </p>
          )}
          {destination && !notice && (
            <p className="mt-1 text-sm text-muted">
              {destination.name} only first, then regional and global plans that cover it.{" "}
              <Link
                to={`/esim/${destination.slug}`}
                className="font-semibold text-primary-700 underline underline-offset-2"
              >
                {destination.name} eSIM guide
              </Link>
            </p>
          )}
        </div>
      )}

      <div aria-live="polite" className="mt-6 min-h-6 text-sm text-muted">
        {pending && !loadingMore ? (
          <span className="inline-flex items-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading products...
          </span>
        ) : (
          <span data-testid="result-count">
            Showing {items.length} of {total} {total === 1 ? "plan" : "plans"}
          </span>
        )}
      </div>

      {items.length === 0 ? (
        <NoMatches />
      ) : (
        <ul
          className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${pending && !loadingMore ? "opacity-50" : ""}`}
          aria-busy={pending}
        >
          {items.map((product, index) => (
            <li key={product.id} className="flex">
              <PlanCard product={product} kind={kinds?.[index]} />
            </li>
          ))}
        </ul>
      )}

      {hasMore && (
        <div className="mt-10 flex justify-center">
          <Link
            to={nextPageHref(search, filters.page)}
            preventScrollReset
            replace
            className={buttonClass("secondary", "lg")}
            aria-disabled={loadingMore}
          >
            {loadingMore && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Load More Products
          </Link>
        </div>
      )}
    </div>
  );
}

function NoMatches() {
  return (
    <EmptyState
      icon={SearchX}
      title="No plans match these filters"
      className="mt-4"
      iconClassName="size-10"
      action={
        <Link to="/shop" className={buttonClass("primary", "md", "mt-6")}>
          Show all plans
        </Link>
      }
    >
      Try another duration or data amount, or search a nearby country.
    </EmptyState>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Shop eSIM &amp; SIM Cards</h1>
      <div
        role="alert"
        className="mt-8 flex flex-col items-center rounded-card border border-line bg-white px-6 py-16 text-center"
      >
        <WifiOff aria-hidden="true" className="size-10 text-accent-600" />
        <p className="mt-4 font-semibold">Failed to load products. Please try again later.</p>
        <Link to="/shop" reloadDocument className={buttonClass("primary", "md", "mt-6")}>
          Try again
        </Link>
      </div>
    </div>
  );
}

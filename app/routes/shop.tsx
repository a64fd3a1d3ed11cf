import { Link, useNavigation } from "react-router";
import { PlanCard } from "~/components/plan-card";
import { ShopFilters } from "~/components/shop-filters";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Loader2, SearchX, WifiOff } from "~/components/ui/icons";
import { metaT, useLocale, useLocalePath, useT } from "~/lib/i18n";
import { localeFromPath, stripLocale } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { SHOP_PAGE_SIZE, searchParamsToObject } from "~/schemas/product-filter-options";
import { ShopSearchParamsSchema } from "~/schemas/product-filters";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { shopPlans } from "../../worker/web/pages/catalogue/catalogue.server";
import { localShop } from "../../worker/web/pages/catalogue/shop-words.server";
import type { Route } from "./+types/shop";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { page, ...filters } = ShopSearchParamsSchema.parse(searchParamsToObject(url.searchParams));
  // "Load more" renders every page up to the requested one, so the URL alone rebuilds the list.
  // A destination query ranks that country's own plans first, then regional, then global (decision 0014).
  const locale = requestLocale(context);
  const result = await shopPlans(context, { ...filters, locale }, page * SHOP_PAGE_SIZE);
  return {
    filters: { ...filters, page },
    ...localShop(locale, result, filters.q),
    origin: requestOrigin(request),
    ...pageMessages(context, "shop", "planCard", "place"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, t("shop.title")),
    brand: brandOf(matches),
    description: t("shop.meta.description"),
    path: location.pathname,
    origin: loaderData?.origin,
    locale: localeFromPath(location.pathname),
  });
};

function nextPageHref(shop: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page + 1));
  return `${shop}?${params}`;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, hasMore, heading, notice, destination, places, kinds } = loaderData;
  const navigation = useNavigation();
  const t = useT();
  const href = useLocalePath();
  const pending = navigation.state === "loading" && stripLocale(navigation.location.pathname) === "/shop";
  const loadingMore =
    pending && new URLSearchParams(navigation.location.search).get("page") === String(filters.page + 1);
  const search = new URLSearchParams(
    Object.entries(filters)
      .filter(([key, value]) => key !== "page" && value !== "all" && value !== "" && value !== "recommended")
      .map(([key, value]) => [key, String(value)]),
  ).toString();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("shop.title")}</h1>
      <p className="mt-2 text-muted">{t("shop.intro")}</p>
      <div className="mt-6">
        <ShopFilters filters={filters} />
      </div>

      {heading && (
        <div className="mt-8">
          <h2
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
            data-testid="results-heading"
          >
            {!notice && (destination || places.length > 0) && (
              <span aria-hidden="true" className="shrink-0 whitespace-nowrap text-3xl leading-none">
                {destination ? destination.flag : places.map((p) => p.flag).join("")}
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
                to={href("/destinations")}
                className="font-semibold text-primary-700 underline underline-offset-2"
              >
                {t("shop.notice.all")}
              </Link>
            </p>
          )}
          {places.length > 0 && !notice && (
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              {t("shop.places.guides")}
              {places.map((place) => (
                <Link
                  key={place.slug}
                  to={href(`/esim/${place.slug}`)}
                  className="font-semibold text-primary-700 underline underline-offset-2"
                >
                  {t("shop.destination.guide", { place: place.name })}
                </Link>
              ))}
            </p>
          )}
          {destination && !notice && (
            <p className="mt-1 text-sm text-muted">
              {t("shop.destination.first", { place: destination.name })}{" "}
              <Link
                to={href(`/esim/${destination.slug}`)}
                className="font-semibold text-primary-700 underline underline-offset-2"
              >
                {t("shop.destination.guide", { place: destination.name })}
              </Link>
            </p>
          )}
        </div>
      )}

      <div aria-live="polite" className="mt-6 min-h-6 text-sm text-muted">
        {pending && !loadingMore ? (
          <span className="inline-flex items-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("shop.loading")}
          </span>
        ) : (
          <span data-testid="result-count">{t("shop.count", { shown: items.length, total })}</span>
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
            to={nextPageHref(href("/shop"), search, filters.page)}
            preventScrollReset
            replace
            className={buttonClass("secondary", "lg")}
            aria-disabled={loadingMore}
          >
            {loadingMore && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t("shop.more")}
          </Link>
        </div>
      )}
    </div>
  );
}

function NoMatches() {
  const t = useT();
  const href = useLocalePath();
  return (
    <EmptyState
      icon={SearchX}
      title={t("shop.empty.title")}
      className="mt-4"
      iconClassName="size-10"
      action={
        <Link to={href("/shop")} className={buttonClass("primary", "md", "mt-6")}>
          {t("shop.empty.all")}
        </Link>
      }
    >
      {t("shop.empty.text")}
    </EmptyState>
  );
}

/** The loader failed, so the shop's own words never came: other languages say the frame's error words. */
export function ErrorBoundary() {
  const t = useT();
  const href = useLocalePath();
  const english = useLocale() === "en";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {english ? "Shop eSIM & SIM Cards" : t("chrome.error.title")}
      </h1>
      <div
        role="alert"
        className="mt-8 flex flex-col items-center rounded-card border border-line bg-white px-6 py-16 text-center"
      >
        <WifiOff aria-hidden="true" className="size-10 text-accent-600" />
        <p className="mt-4 font-semibold">
          {english ? "Failed to load products. Please try again later." : t("chrome.error.text")}
        </p>
        <Link to={href("/shop")} reloadDocument className={buttonClass("primary", "md", "mt-6")}>
          {t("chrome.error.retry")}
        </Link>
      </div>
    </div>
  );
}

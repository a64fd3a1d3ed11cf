import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { NotFoundPage } from "~/components/not-found-page";
import { useT } from "~/lib/i18n";
import { useBrandName } from "~/lib/seo";
import { storefrontAddress, storefrontLanguage } from "../../worker/web/language/page-locale.server";
import type { Route } from "./+types/storefront";

/**
 * The storefront's one tree (app/routes.ts): every page under an optional language segment, "/shop",
 * "/ms/shop" and "/zh/shop" alike. The segment's language is set here, once per request, for the
 * root and the page; a segment that names no language (/fr/shop, and any other first word) is a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [storefrontLanguage];

export function loader({ context }: Route.LoaderArgs) {
  return storefrontAddress(context);
}

/**
 * Its answer depends on the segment alone: it never joins a page's own reload, so a failed fetch
 * of a page's data (shop filters, Load More) stays that page's own error state.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.lang !== nextParams.lang;

export default function Storefront() {
  return <Outlet />;
}

/**
 * Below the root, so the root's page (and its hydration) goes on around it: a missing page gets
 * the 404 route's own page, whatever answered 404; any other error the root's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const brand = useBrandName();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  return (
    <>
      <title>{[t("chrome.notFound.title"), brand].filter(Boolean).join(" | ")}</title>
      <NotFoundPage />
    </>
  );
}

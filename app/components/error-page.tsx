import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { localeFromPath, localePath } from "~/lib/locale";

/** The root's error page, and the storefront's for any error but a missing page: 404 or 500, in the frame. */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const location = useLocation();
  const t = useT();
  const title = t(notFound ? "chrome.notFound.title" : "chrome.error.title");
  // On the server, entry.server's handleError has logged it safely (class and code only).
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{title}</title>
      <p className="text-sm font-semibold text-primary-700">{notFound ? "404" : "500"}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{t(notFound ? "chrome.notFound.text" : "chrome.error.text")}</p>
      {notFound && <DestinationSearch className="mx-auto mt-8 max-w-md text-left" />}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          // A full reload, so a page that failed on a dropped connection gets a clean second try.
          <Link to={location} reloadDocument className={buttonClass("primary", "md")}>
            {t("chrome.error.retry")}
          </Link>
        )}
        <Link
          to={localePath(localeFromPath(location.pathname), "/")}
          className={buttonClass(notFound ? "primary" : "secondary", "md")}
        >
          {t("chrome.notFound.home")}
        </Link>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/lib/i18n";

/**
 * What a visitor on a missing page reads (no developer sentence: nothing about the server leaks):
 * the 404 route's page, and the storefront's for a page that is not there (decision 0077).
 */
export function NotFoundPage() {
  const t = useT();
  const href = useLocalePath();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t("chrome.notFound.title")}</h1>
      <p className="mt-4 text-muted">{t("chrome.notFound.text")}</p>
      <DestinationSearch className="mx-auto mt-8 max-w-md text-left" />
      <div className="mt-8 flex justify-center gap-3">
        <Link to={href("/")} className={buttonClass("primary")}>
          {t("chrome.notFound.home")}
        </Link>
        <Link to={href("/shop")} className={buttonClass("secondary")}>
          {t("chrome.notFound.shop")}
        </Link>
      </div>
    </section>
  );
}

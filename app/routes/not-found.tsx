import { data, Link } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { buttonClass } from "~/components/ui/button";
import { NOT_INDEXED } from "~/lib/chrome";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { pageMessages } from "../../worker/web/messages.server";
import { notFoundLanguage } from "../../worker/web/page-locale.server";
import type { Route } from "./+types/not-found";

/** Outside the storefront's tree, so it reads its language from the address itself (/zh/… in Chinese). */
export const middleware: Route.MiddlewareFunction[] = [notFoundLanguage];

/** A 404 with the search box's own words (`place.search.*`: the list while typing). */
export function loader({ context }: Route.LoaderArgs) {
  return data(pageMessages(context, "place"), { status: 404 });
}

/** Not listed by search engines: no canonical or language alternates either. */
export const handle = NOT_INDEXED;

// Its words live in the "chrome" messages that every page has: the root error page says the same.
export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("chrome.notFound.title")) },
  { name: "robots", content: "noindex" },
];

/** What a visitor on a missing page reads (no developer sentence: nothing about the server leaks). */
export default function NotFound() {
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

import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { NOT_INDEXED } from "~/lib/chrome";
import { metaT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { pageMessages } from "../../worker/web/language/messages.server";
import { notFoundLanguage } from "../../worker/web/language/page-locale.server";
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
  return <NotFoundPage />;
}

import { data, Link } from "react-router";
import { DestinationSearch } from "~/components/home/destination-search";
import { buttonClass } from "~/components/ui/button";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Page Not Found") },
  { name: "robots", content: "noindex" },
];

/** What a visitor on a missing page reads (no developer sentence: nothing about the server leaks). */
const NOT_FOUND_TEXT =
  "The link may be mistyped, or the page may have moved. Search for your destination to find a plan, or go back home.";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">{NOT_FOUND_TEXT}</p>
      <DestinationSearch className="mx-auto mt-8 max-w-md text-left" />
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Back to home
        </Link>
        <Link to="/shop" className={buttonClass("secondary")}>
          Browse plans
        </Link>
      </div>
    </section>
  );
}

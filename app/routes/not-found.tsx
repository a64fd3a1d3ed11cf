import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page Not Found | JalanSIM" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
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

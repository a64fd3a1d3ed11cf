import { Form, Link } from "react-router";
import { DestinationInput } from "~/components/destination-input";
import { buttonClass } from "~/components/ui/button";

export interface PopularDestination {
  slug: string;
  name: string;
  flag: string;
}

/**
 * The hero's main element: a plain GET form to /shop?q=… (the shop's own destination
 * search, with or without JavaScript), suggestions while typing, and popular countries as chips.
 */
export function DestinationSearch({
  popular = [],
  className,
}: {
  popular?: PopularDestination[];
  className?: string;
}) {
  return (
    <div className={className}>
      <Form
        method="get"
        action="/shop"
        role="search"
        aria-label="Find plans by destination"
        className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-5"
      >
        <label htmlFor="home-destination" className="text-base font-semibold text-ink">
          Where are you travelling?
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <DestinationInput
            id="home-destination"
            required
            placeholder="Country, city or airport, e.g. Tokyo"
            className="flex-1"
            inputClassName="h-12 shadow-sm"
          />
          <button type="submit" className={buttonClass("secondary", "lg")}>
            Find plans
          </button>
        </div>
      </Form>
      {popular.length > 0 && (
        <nav aria-label="Popular destinations" className="mt-4">
          <ul className="flex flex-wrap gap-2" data-testid="popular-destinations">
            {popular.map((d) => (
              <li key={d.slug}>
                <Link
                  to={`/esim/${d.slug}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-3.5 text-sm font-medium text-ink ring-1 ring-line hover:bg-primary-50 hover:ring-primary-200"
                >
                  <span aria-hidden="true" className="text-lg leading-none">
                    {d.flag}
                  </span>
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

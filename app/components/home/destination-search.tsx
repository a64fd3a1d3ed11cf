import { Form, Link } from "react-router";
import { DestinationInput } from "~/components/destination-input";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/lib/i18n";

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
  const t = useT();
  const href = useLocalePath();
  return (
    <div className={className}>
      <Form
        method="get"
        action={href("/shop")}
        role="search"
        aria-label={t("chrome.search.form")}
        className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-5"
      >
        <label htmlFor="home-destination" className="text-base font-semibold text-ink">
          {t("chrome.search.label")}
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <DestinationInput
            id="home-destination"
            required
            placeholder={t("chrome.search.placeholder")}
            className="flex-1"
            inputClassName="h-12 shadow-sm"
          />
          <button type="submit" className={buttonClass("secondary", "lg")}>
            {t("chrome.search.submit")}
          </button>
        </div>
      </Form>
      {popular.length > 0 && (
        <nav aria-label={t("chrome.search.popular")} className="mt-4">
          <ul className="flex flex-wrap gap-2" data-testid="popular-destinations">
            {popular.map((d) => (
              <li key={d.slug}>
                <Link
                  to={href(`/esim/${d.slug}`)}
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

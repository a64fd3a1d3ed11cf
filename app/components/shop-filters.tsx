import { Search } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import {
  DATA_FILTERS,
  DURATION_FILTERS,
  REGION_FILTERS,
  TYPE_FILTERS,
} from "~/schemas/product-filter-options";
import type { ProductFilters } from "~/schemas/product-filters";
import { buttonClass } from "./ui/button";

const SELECTS = [
  { name: "region", label: "Region", options: REGION_FILTERS },
  { name: "duration", label: "Duration", options: DURATION_FILTERS },
  { name: "data", label: "Data Amount", options: DATA_FILTERS },
  { name: "type", label: "Type", options: TYPE_FILTERS },
] as const;

/** A plain GET form: works with JavaScript off; with it on, a change applies at once. */
export function ShopFilters({ filters }: { filters: ProductFilters }) {
  const submit = useSubmit();
  const isFiltered = SELECTS.some((s) => filters[s.name] !== "all") || filters.q !== "";
  return (
    <Form
      method="get"
      action="/shop"
      preventScrollReset
      aria-label="Filter plans"
      className="rounded-card border border-line bg-white p-4 shadow-card"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") {
          submit(event.currentTarget, { preventScrollReset: true });
        }
      }}
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_repeat(4,1fr)]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="filter-q" className="text-sm font-medium text-muted">
            Destination
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-5 text-subtle"
            />
            <input
              id="filter-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              key={filters.q}
              maxLength={80}
              placeholder="Country or region, e.g. Japan"
              className="h-11 w-full rounded-control border border-line bg-white pr-3 pl-10 text-base"
            />
          </div>
        </div>
        {SELECTS.map((select) => (
          <div key={select.name}>
            <label htmlFor={`filter-${select.name}`} className="text-sm font-medium text-muted">
              {select.label}
            </label>
            <select
              id={`filter-${select.name}`}
              name={select.name}
              defaultValue={filters[select.name]}
              key={filters[select.name]}
              className="mt-1 h-11 w-full rounded-control border border-line bg-white px-3 text-base"
            >
              {Object.entries(select.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          Apply filters
        </button>
        {isFiltered && (
          <Link to="/shop" preventScrollReset className={buttonClass("ghost", "md")}>
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

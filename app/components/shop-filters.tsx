import { Form, Link, useSubmit } from "react-router";
import {
  DATA_FILTERS,
  DURATION_FILTERS,
  REGION_FILTERS,
  SORT_OPTIONS,
  TYPE_FILTERS,
} from "~/schemas/product-filter-options";
import type { ProductFilters } from "~/schemas/product-filters";
import { DestinationInput } from "./destination-input";
import { buttonClass } from "./ui/button";

const SELECTS = [
  { name: "region", label: "Region", options: REGION_FILTERS },
  { name: "duration", label: "Duration", options: DURATION_FILTERS },
  { name: "data", label: "Data Amount", options: DATA_FILTERS },
  { name: "type", label: "Type", options: TYPE_FILTERS },
  { name: "sort", label: "Sort by", options: SORT_OPTIONS },
] as const;

/** A plain GET form: works with JavaScript off; with it on, a change applies at once. */
export function ShopFilters({ filters }: { filters: ProductFilters }) {
  const submit = useSubmit();
  const isFiltered =
    SELECTS.some((s) => filters[s.name] !== "all" && filters[s.name] !== "recommended") || filters.q !== "";
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
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_repeat(5,1fr)]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="filter-q" className="text-sm font-medium text-muted">
            Destination
          </label>
          <DestinationInput
            id="filter-q"
            key={filters.q}
            defaultValue={filters.q}
            placeholder="Country, city or airport, e.g. Tokyo"
            className="mt-1"
            inputClassName="h-11"
          />
        </div>
        {SELECTS.map((select) => (
          <div key={select.name} className={select.name === "sort" ? "col-span-2 lg:col-span-1" : undefined}>
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

import { ChevronDown, SlidersHorizontal } from "lucide-react";
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

const COPY = { filters: "Filters", apply: "Apply filters", clear: "Clear filters" };

/**
 * A plain GET form: works with JavaScript off; with it on, a change applies at once. On phones the
 * dropdowns fold behind one "Filters" button (a <details>, no JavaScript needed) so the plans start
 * near the top; from 1024 px they always show (app.css `.filters-fold`).
 */
export function ShopFilters({ filters }: { filters: ProductFilters }) {
  const submit = useSubmit();
  const active = SELECTS.filter((s) => filters[s.name] !== "all" && filters[s.name] !== "recommended").length;
  const isFiltered = active > 0 || filters.q !== "";
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
      <div className="lg:grid lg:grid-cols-[2fr_5fr] lg:gap-3">
        <div>
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
        <details className="filters-fold mt-3 lg:mt-0" data-testid="shop-filters-fold">
          <summary
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 font-medium text-ink lg:hidden"
            data-testid="shop-filters-toggle"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {COPY.filters}
            {active > 0 && (
              <span className="rounded-full bg-primary-100 px-2 text-sm text-primary-800">{active}</span>
            )}
            <ChevronDown aria-hidden="true" className="ml-auto size-4" />
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 lg:mt-0 lg:grid-cols-5">
            {SELECTS.map((select) => (
              <div
                key={select.name}
                className={select.name === "sort" ? "col-span-2 lg:col-span-1" : undefined}
              >
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
              {COPY.apply}
            </button>
            {isFiltered && (
              <Link to="/shop" preventScrollReset className={buttonClass("ghost", "md")}>
                {COPY.clear}
              </Link>
            )}
          </div>
        </details>
      </div>
    </Form>
  );
}

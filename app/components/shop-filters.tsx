import { Form, Link, useSubmit } from "react-router";
import { ChevronDown, SlidersHorizontal } from "~/components/ui/icons";
import { type MessageKey, type Translate, useLocalePath, useT } from "~/lib/i18n";
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
  { name: "region", label: "shop.filters.region", options: REGION_FILTERS },
  { name: "duration", label: "shop.filters.duration", options: DURATION_FILTERS },
  { name: "data", label: "shop.filters.data", options: DATA_FILTERS },
  { name: "type", label: "shop.filters.type", options: TYPE_FILTERS },
  { name: "sort", label: "shop.filters.sort", options: SORT_OPTIONS },
] as const;

/**
 * An option's words: the catalogue's key for it where the words need translating ("All Countries",
 * "8-15 Days", a region, the sorts); sizes ("1-5 GB") and "eSIM" read the same in every language.
 */
function optionLabel(t: Translate, select: (typeof SELECTS)[number]["name"], value: string, label: string) {
  if (select === "region" && value !== "all") return t(`place.region.${value}` as MessageKey);
  if (value === "unlimited") return t("planCard.unlimited");
  if (value === "physical-sim") return t("planCard.type.physical");
  if (select === "sort" || value === "all" || select === "duration")
    return t(`shop.option.${select}.${value}` as MessageKey);
  return label;
}

/**
 * A plain GET form: works with JavaScript off; with it on, a change applies at once. On phones the
 * dropdowns fold behind one "Filters" button (a <details>, no JavaScript needed) so the plans start
 * near the top; from 1024 px they always show (app.css `.filters-fold`).
 */
export function ShopFilters({ filters }: { filters: ProductFilters }) {
  const submit = useSubmit();
  const t = useT();
  const href = useLocalePath();
  const active = SELECTS.filter((s) => filters[s.name] !== "all" && filters[s.name] !== "recommended").length;
  const isFiltered = active > 0 || filters.q !== "";
  return (
    <Form
      method="get"
      action={href("/shop")}
      preventScrollReset
      aria-label={t("shop.filters.label")}
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
            {t("shop.filters.destination")}
          </label>
          <DestinationInput
            id="filter-q"
            key={filters.q}
            defaultValue={filters.q}
            placeholder={t("shop.filters.placeholder")}
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
            {t("shop.filters.toggle")}
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
                  {t(select.label)}
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
                      {optionLabel(t, select.name, value, label)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass("primary", "md")}>
              {t("shop.filters.apply")}
            </button>
            {isFiltered && (
              <Link to={href("/shop")} preventScrollReset className={buttonClass("ghost", "md")}>
                {t("shop.filters.clear")}
              </Link>
            )}
          </div>
        </details>
      </div>
    </Form>
  );
}

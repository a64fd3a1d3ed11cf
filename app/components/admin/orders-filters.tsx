import { Form, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Download, FileText, Printer, Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { malaysiaDayOf } from "~/lib/dates";
import type { PlanChoice } from "~/schemas/admin/records";
import { ORDER_STATUS_LABELS } from "~/schemas/checkout";
import { ORDER_STATUSES } from "~/schemas/orders";

const FILTERS = ["q", "status", "plan", "kind", "flag", "from", "to", "sort", "dir"] as const;

/**
 * The Orders list's filters: search by order id, e-mail, name or ICCID, a status, a plan (its
 * top-ups included), plans or top-ups, the orders needing attention of one kind and a date range,
 * as a GET form so that the URL is the filter; the CSV download takes the same URL.
 */
export function OrdersFilters({ plans }: { plans: PlanChoice[] }) {
  const params = new URLSearchParams(useLocation().search);
  const value = (name: string) => params.get(name) ?? "";
  const exported = new URLSearchParams();
  for (const name of FILTERS) if (params.get(name)) exported.set(name, value(name));
  const label = "text-xs font-semibold tracking-wide text-muted uppercase";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter orders"
      className="mb-3 grid grid-cols-2 gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
    >
      <label className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <span className={label}>Search</span>
        <input
          name="q"
          type="search"
          defaultValue={value("q")}
          placeholder="Order ID, e-mail, name or ICCID"
          className={inputClass("admin")}
        />
      </label>
      <label className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <span className={label}>Status</span>
        <select name="status" defaultValue={value("status")} className={inputClass("admin")}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status] ?? status}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <span className={label}>Plan</span>
        <select name="plan" defaultValue={value("plan")} className={inputClass("admin")}>
          <option value="">All plans</option>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className={label}>Kind</span>
        <select name="kind" defaultValue={value("kind")} className={inputClass("admin")}>
          <option value="">Plans and top-ups</option>
          <option value="plan">Plans only</option>
          <option value="topup">Top-ups only</option>
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className={label}>Needs attention</span>
        <select name="flag" defaultValue={value("flag")} className={inputClass("admin")}>
          <option value="">Any order</option>
          <option value="supplier">Supplier figures differ</option>
          <option value="late-sim">SIM not shipped in a working day</option>
          <option value="stuck">Paid, not delivered</option>
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className={label}>From</span>
        <input name="from" type="date" defaultValue={value("from")} className={inputClass("admin")} />
      </label>
      <label className="flex flex-col gap-1">
        <span className={label}>To</span>
        <input name="to" type="date" defaultValue={value("to")} className={inputClass("admin")} />
      </label>
      <input type="hidden" name="sort" value={value("sort")} />
      <input type="hidden" name="dir" value={value("dir")} />
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass("primary", "sm", "flex-1 lg:flex-none")}>
          <Search aria-hidden="true" className="size-4" /> Filter
        </button>
        <a
          href={`/admin/orders.csv${exported.size ? `?${exported}` : ""}`}
          download
          className={buttonClass("secondary", "sm", "flex-1 lg:flex-none")}
        >
          <Download aria-hidden="true" className="size-4" /> CSV
        </a>
        <a href="/admin/einvoices" className={buttonClass("secondary", "sm", "flex-1 lg:flex-none")}>
          <FileText aria-hidden="true" className="size-4" /> E-invoices
        </a>
        {/* The SIMs paid on the filter's first day (today without one), one slip each. */}
        <a
          href={`/admin/orders/packing-slips?day=${value("from") || malaysiaDayOf(Date.now())}`}
          className={buttonClass("secondary", "sm", "flex-1 lg:flex-none")}
        >
          <Printer aria-hidden="true" className="size-4" /> Packing slips
        </a>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ArrowDownUp } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";

/**
 * When a table's rows are cards (phones, narrow frames: app.css `as-cards`) its header with the sort
 * links is only for screen readers, so the same sort orders are offered here: a GET form, like the
 * search beside it.
 */
export function PhoneSort({
  id,
  options,
  page,
}: {
  id: string;
  options: { value: string; label: string }[];
  page: { sort: string; dir: "asc" | "desc"; q: string };
}) {
  if (options.length === 0) return null;
  return (
    <Form method="get" aria-label="Sort" className="mb-3 flex gap-2 as-table:hidden">
      {page.q && <input type="hidden" name="q" value={page.q} />}
      <label htmlFor={`${id}-sort`} className="sr-only">
        Sort by
      </label>
      <select id={`${id}-sort`} name="sort" defaultValue={page.sort} className={inputClass("admin")}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-dir`} className="sr-only">
        Order
      </label>
      <select id={`${id}-dir`} name="dir" defaultValue={page.dir} className={inputClass("admin")}>
        <option value="desc">Descending</option>
        <option value="asc">Ascending</option>
      </select>
      <button type="submit" className={buttonClass("secondary", "sm")}>
        <ArrowDownUp aria-hidden="true" className="size-4" /> Sort
      </button>
    </Form>
  );
}

import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { PhoneSort } from "~/components/ui/phone-sort";
import { cn } from "~/lib/cn";
import type { ListPage } from "~/schemas/admin/common";

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort key, when the column can be sorted. */
  sort?: string;
  align?: "left" | "right";
  className?: string;
  /** The row's buttons: pinned to the right edge on desktop, a footer of the card on phones. */
  actions?: boolean;
  render: (row: T) => ReactNode;
}

/** A list page's position, as every admin list answers it. */
type PageInfo = Omit<ListPage<unknown>, "items">;

// As a table (app.css: `as-table:`), the actions column sticks to the right edge, painted as its
// row (zebra, hover, a row highlight) so nothing shows through; the frame is then wide enough for
// every column, so it covers none.
// Its text may wrap (a long "Refund <plan>" link would otherwise widen the table past its frame),
// its buttons' labels not.
const PINNED =
  "as-table:sticky as-table:right-0 as-table:z-[1] as-table:shadow-[-1px_0_0_var(--color-line)] as-table:bg-inherit as-table:[&_button]:whitespace-nowrap";
// As cards (phones, and pinned tables in a narrow frame): each cell a line of the card, its column's name before it (CSS content, so it is not
// part of the cell's text), and the actions as the card's footer.
const CARD_CELL =
  "as-cards:flex as-cards:gap-3 as-cards:border-0 as-cards:px-0 as-cards:py-1 as-cards:empty:hidden";
const CARD_LABEL =
  "as-cards:before:w-28 as-cards:before:shrink-0 as-cards:before:text-xs as-cards:before:font-semibold as-cards:before:tracking-wide as-cards:before:text-muted as-cards:before:uppercase as-cards:before:content-[attr(data-label)]";
const CARD_ACTIONS = "as-cards:mt-2 as-cards:flex-wrap as-cards:border-t as-cards:border-line as-cards:pt-3";

function useHref() {
  const location = useLocation();
  return (changes: Record<string, string | number>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `${location.pathname}?${params}`;
  };
}

/**
 * A dense table whose sorting, paging and search live in the URL and run on the server. On phones,
 * and for a table with an actions column whenever its frame is under 60rem, the same markup is laid
 * out as one card per row (CSS only, so no second copy for tests or screen readers to meet), each
 * value under its column's name and the row's actions in full view; the explicit roles keep the
 * table semantics that `display: block` would drop. As a table, the actions column stays pinned to
 * the right edge; a table without one scrolls sideways when it must.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  page,
  empty,
  searchable,
  searchLabel = "Search",
  rowClassName,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  page?: PageInfo;
  empty: string;
  searchable?: boolean;
  searchLabel?: string;
  rowClassName?: (row: T) => string | undefined;
}) {
  const pinned = columns.some((column) => column.actions);
  return (
    // The frame whose width decides between table and cards (app.css: as-table / as-cards).
    <div
      className="@container/admin-table"
      data-pinned={pinned ? "" : undefined}
      data-unpinned={pinned ? undefined : ""}
    >
      {searchable && page && <TableSearch id={`${caption}-q`} page={page} label={searchLabel} />}
      {page && (
        <PhoneSort
          id={caption}
          page={page}
          options={columns.flatMap((c) => (c.sort ? [{ value: c.sort, label: c.label }] : []))}
        />
      )}
      <div className="as-table:overflow-x-auto as-table:rounded-card as-table:bg-surface as-table:shadow-card as-table:ring-1 as-table:ring-line">
        <table
          role="table"
          className="w-full border-separate border-spacing-0 text-left text-sm as-cards:block"
        >
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-canvas as-cards:sr-only">
            <tr role="row" className="bg-canvas">
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} page={page} />
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="as-cards:block as-cards:space-y-3">
            {rows.length === 0 ? (
              <tr role="row" className="as-cards:block">
                <td
                  role="cell"
                  colSpan={columns.length}
                  className="px-3 py-10 text-center text-muted as-cards:block as-cards:rounded-card as-cards:bg-surface as-cards:ring-1 as-cards:ring-line"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <BodyRow key={rowKey(row)} row={row} columns={columns} className={rowClassName?.(row)} />
              ))
            )}
          </tbody>
        </table>
      </div>
      {page && page.total > 0 && <Pager caption={caption} page={page} shown={rows.length} />}
    </div>
  );
}

/** The list's search box: a GET form that keeps the sort and starts again from the first page. */
function TableSearch({ id, page, label }: { id: string; page: PageInfo; label: string }) {
  return (
    <Form method="get" role="search" className="mb-3 flex max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={page.q}
        placeholder={label}
        className={inputClass("admin")}
      />
      <input type="hidden" name="sort" value={page.sort} />
      <input type="hidden" name="dir" value={page.dir} />
      <button type="submit" className={buttonClass("secondary", "sm")}>
        <Search aria-hidden="true" className="size-4" /> Search
      </button>
    </Form>
  );
}

/** A column's heading; a sortable one links to the list sorted by it (descending first). */
function HeaderCell<T>({ column, page }: { column: Column<T>; page?: PageInfo }) {
  const href = useHref();
  const active = page && column.sort === page.sort;
  const nextDir = active && page?.dir === "desc" ? "asc" : "desc";
  const Icon = !active ? ArrowUpDown : page?.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={active ? (page?.dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn(
        "border-b border-line bg-canvas px-3 py-2 align-bottom text-xs font-semibold tracking-wide text-muted uppercase",
        column.align === "right" && "text-right",
        column.actions && PINNED,
      )}
    >
      {column.sort && page ? (
        <Link
          to={href({ sort: column.sort, dir: nextDir, page: 1 })}
          preventScrollReset
          className="inline-flex items-center gap-1 hover:text-ink"
        >
          {column.label}
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        </Link>
      ) : (
        column.label
      )}
    </th>
  );
}

/** One row: a table row, or on a narrow frame a card with each value under its column's name. */
function BodyRow<T>({ row, columns, className }: { row: T; columns: Column<T>[]; className?: string }) {
  return (
    <tr
      role="row"
      data-testid="data-row"
      className={cn(
        "bg-surface even:bg-canvas hover:bg-primary-50",
        "as-cards:block as-cards:rounded-card as-cards:p-3 as-cards:shadow-card as-cards:ring-1 as-cards:ring-line as-cards:even:bg-surface as-cards:hover:bg-surface",
        className,
      )}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          role="cell"
          data-label={column.label}
          className={cn(
            // A long username, e-mail or plan name may break anywhere, so that no
            // value can widen the table past its frame and under the pinned actions;
            // the minimum width keeps short words ("Banned", a name) whole.
            "border-b border-line px-3 py-2 align-top wrap-anywhere as-table:min-w-20",
            column.align === "right" && "tabular as-table:text-right",
            CARD_CELL,
            column.actions ? cn(PINNED, CARD_ACTIONS) : CARD_LABEL,
            column.className,
          )}
        >
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}

/** Where the page stands ("21–40 of 1,000+") and the links to the pages either side. */
function Pager({ caption, page, shown }: { caption: string; page: PageInfo; shown: number }) {
  const href = useHref();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  // Past the counted cap the list still goes on while pages come back full.
  const more = page.page < pages || (page.totalCapped && shown === page.pageSize);
  const counted = `${page.total.toLocaleString("en-MY")}${page.totalCapped ? "+" : ""}`;
  return (
    <nav
      aria-label={`${caption} pages`}
      className="mt-3 flex items-center justify-between gap-3 text-sm text-muted"
    >
      <span>
        {(page.page - 1) * page.pageSize + 1}–{(page.page - 1) * page.pageSize + shown} of {counted}
      </span>
      <span className="flex items-center gap-2">
        {page.page > 1 ? (
          <Link
            to={href({ page: page.page - 1 })}
            className={buttonClass("secondary", "sm")}
            preventScrollReset
          >
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Link>
        ) : null}
        <span>
          Page {page.page} of {pages.toLocaleString("en-MY")}
          {page.totalCapped ? "+" : ""}
        </span>
        {more ? (
          <Link
            to={href({ page: page.page + 1 })}
            className={buttonClass("secondary", "sm")}
            preventScrollReset
          >
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

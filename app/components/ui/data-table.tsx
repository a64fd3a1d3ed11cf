import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { ListPage } from "~/schemas/admin/common";

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort key, when the column can be sorted. */
  sort?: string;
  align?: "left" | "right";
  className?: string;
  render: (row: T) => ReactNode;
}

/** A list page's position, as every admin list answers it. */
type PageInfo = Omit<ListPage<unknown>, "items">;

function useHref() {
  const location = useLocation();
  return (changes: Record<string, string | number>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `${location.pathname}?${params}`;
  };
}

/** A dense table whose sorting, paging and search live in the URL and run on the server. */
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
  const href = useHref();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <div>
      {searchable && page && (
        <Form method="get" role="search" className="mb-3 flex max-w-md gap-2">
          <label htmlFor={`${caption}-q`} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={`${caption}-q`}
            name="q"
            type="search"
            defaultValue={page.q}
            placeholder={searchLabel}
            className={inputClass("admin")}
          />
          <input type="hidden" name="sort" value={page.sort} />
          <input type="hidden" name="dir" value={page.dir} />
          <button type="submit" className={buttonClass("secondary", "sm")}>
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </Form>
      )}
      <div className="max-h-[70vh] overflow-auto rounded-card bg-surface shadow-card ring-1 ring-line">
        <table className="w-full min-w-max border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-canvas">
            <tr>
              {columns.map((column) => {
                const active = page && column.sort === page.sort;
                const nextDir = active && page?.dir === "desc" ? "asc" : "desc";
                const Icon = !active ? ArrowUpDown : page?.dir === "asc" ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (page?.dir === "asc" ? "ascending" : "descending") : undefined}
                    className={cn(
                      "border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase",
                      column.align === "right" && "text-right",
                    )}
                  >
                    {column.sort && page ? (
                      <Link
                        to={href({ sort: column.sort, dir: nextDir, page: 1 })}
                        preventScrollReset
                        className="inline-flex items-center gap-1 hover:text-ink"
                      >
                        {column.label}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </Link>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cn("even:bg-canvas/70 hover:bg-primary-50/60", rowClassName?.(row))}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        "border-b border-line px-3 py-2 align-top",
                        column.align === "right" && "text-right tabular",
                        column.className,
                      )}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {page && page.total > 0 && (
        <nav
          aria-label={`${caption} pages`}
          className="mt-3 flex items-center justify-between gap-3 text-sm text-muted"
        >
          <span>
            {(page.page - 1) * page.pageSize + 1}–{Math.min(page.page * page.pageSize, page.total)} of{" "}
            {page.total}
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
              Page {page.page} of {pages}
            </span>
            {page.page < pages ? (
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
      )}
    </div>
  );
}

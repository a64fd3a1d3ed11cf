import { and, asc, count, desc, type SQL, type Subquery, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import { COUNTED_UP_TO, type ListQuery } from "../../../app/schemas/admin/common";
import type { Database } from "../../db/client";

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE %q%` for any of the columns (case-insensitive for ASCII in SQLite). */
export function searchAny(q: string, columns: (AnySQLiteColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  // In parentheses: the caller may AND it with other conditions.
  const anyMatch = sql.join(
    columns.map((column) => sql`${column} like ${pattern} escape '\\'`),
    sql` or `,
  );
  return sql`(${anyMatch})`;
}

export function orderBy(
  query: ListQuery,
  columns: Record<string, AnySQLiteColumn>,
  tieBreaker: AnySQLiteColumn,
) {
  const column = columns[query.sort] ?? tieBreaker;
  const direction = query.dir === "asc" ? asc : desc;
  return [direction(column), direction(tieBreaker)];
}

function offsetOf(query: ListQuery): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * The one way a back-office list takes its page: the list's own select (with its joins and WHERE,
 * made `$dynamic()`), in `order`, `query.pageSize` rows from the page's first.
 */
export function sortedPage<T extends SQLiteSelect>(select: T, query: ListQuery, order: SQL[]) {
  return select
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
}

/**
 * The number of rows `matching` selects, counted up to one past COUNTED_UP_TO: the caller builds it
 * with the list's own FROM, joins and WHERE (`db.select({ one: sql`1` }).from(…)…`).
 */
export function countUpToCap(
  db: Database,
  matching: { limit(limit: number): { as(alias: string): Subquery } },
) {
  return db.select({ total: count() }).from(matching.limit(COUNTED_UP_TO + 1).as("matching"));
}

/** What a count from `countUpToCap` may be shown as: one past the cap means "more than the cap". */
export function withinCap(counted: number): number {
  return Math.min(counted, COUNTED_UP_TO);
}

/** A row per match for `countUpToCap`: what is counted is only whether a row matches. */
export const oneColumn = { one: sql<number>`1` };

export function pageOf<T>(query: ListQuery, items: T[], counted: number) {
  return {
    items,
    total: withinCap(counted),
    totalCapped: counted > COUNTED_UP_TO,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    dir: query.dir,
    q: query.q,
  };
}

/**
 * One page of a table's rows and the matching total, in one D1 batch: the list query's search over
 * `search`, its sort among `sorts` (ties broken by id, newest first) and its page.
 */
export async function listPage<T extends SQLiteTable & { id: AnySQLiteColumn }>(
  db: Database,
  table: T,
  query: ListQuery,
  {
    search,
    sorts,
    scope,
  }: {
    search: (AnySQLiteColumn | SQL)[];
    sorts: Record<string, AnySQLiteColumn>;
    /** Only the rows this condition holds for (a list of one kind). */
    scope?: SQL;
  },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const where = and(scope, searchAny(query.q, search));
  const [rows, [totals]] = await db.batch([
    sortedPage(
      db
        .select()
        .from(table as SQLiteTable)
        .where(where)
        .$dynamic(),
      query,
      orderBy(query, sorts, table.id),
    ),
    countUpToCap(
      db,
      db
        .select(oneColumn)
        .from(table as SQLiteTable)
        .where(where),
    ),
  ]);
  return { rows: rows as T["$inferSelect"][], total: totals?.total ?? 0 };
}

// The payment webhook still imports it from here; its own module is ./db-errors.
export { isUniqueViolation } from "./db-errors";

import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ListQuery } from "../../../app/schemas/admin/common";

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column LIKE %q%` for any of the columns (case-insensitive for ASCII in SQLite). */
export function searchAny(q: string, columns: AnySQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return sql.join(
    columns.map((column) => sql`${column} like ${pattern} escape '\\'`),
    sql` or `,
  );
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

export function offsetOf(query: ListQuery): number {
  return (query.page - 1) * query.pageSize;
}

export function pageOf<T>(query: ListQuery, items: T[], total: number) {
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    dir: query.dir,
    q: query.q,
  };
}

/** Unique-constraint failures from D1 surface as errors whose message names the constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed/i.test(text);
}

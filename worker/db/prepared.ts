import type { Database } from "./client";

interface Prepared<Row> {
  all(values?: Record<string, unknown>): Promise<Row[]>;
  getQuery(): { sql: string };
}

/**
 * A select whose SQL Drizzle builds once per isolate and runs on each request's own D1 session
 * (which differs per request: the timed wrapper, read replication). Drizzle otherwise walks a
 * query's whole tree to SQL text on every call. Whatever varies per request is a
 * `sql.placeholder(name)`, filled from the values passed with each call.
 *
 * The request's statement is Drizzle's prepared query with its D1 statement swapped for one from
 * the request's client: the SQL, the selected fields and the row mapping are the template's.
 */
export function preparedOnce<Row>(build: (db: Database) => { prepare(): Prepared<Row> }) {
  let template: Prepared<Row> | undefined;
  return (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    template ??= build(db).prepare();
    const query: Prepared<Row> & { stmt?: D1PreparedStatement } = Object.create(template);
    query.stmt = db.$client.prepare(template.getQuery().sql);
    return query.all(values);
  };
}

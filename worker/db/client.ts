import { createTableRelationsHelpers, extractTablesRelationalConfig } from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/*
 * What `drizzle(d1, { schema })` builds on every call, built once per isolate instead: it walks
 * every table of the schema for the relational query API, and a CPU profile of a cached page
 * showed that walk as 27 % of the Worker's time. Only the D1 session differs per request.
 */
const dialect = new SQLiteAsyncDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relationalSchema = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };

/** `d1` may be a D1 session (withSession) or the timed wrapper of worker/db/query-timing.ts. */
export function createDb(d1: D1Database | D1DatabaseSession): Database {
  const client = d1 as D1Database;
  const session = new SQLiteD1Session(client, dialect, relationalSchema, {});
  const db = new DrizzleD1Database("async", dialect, session, relationalSchema) as Database;
  db.$client = client;
  return db;
}

import { getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Locale } from "../../../app/lib/locale";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { toppedUpPlan } from "./sellable";

/** A text staff wrote in English with its Malay and Chinese versions (decision 0046). */
export interface TranslatedColumns<T extends AnySQLiteColumn = AnySQLiteColumn> {
  en: T;
  ms: T;
  zh: T;
}

/**
 * The text in the page's language, read in the same statement: the translation when staff wrote
 * one (blank counts as none), else the English. No second query, whatever the number of rows.
 */
export function inLocale<T>(locale: Locale, { en, ms, zh }: TranslatedColumns): SQL<T> {
  if (locale === "en") return sql<T>`${en}`;
  const version = locale === "ms" ? ms : zh;
  return sql<T>`coalesce(nullif(trim(${version}), ''), ${en})`;
}

/**
 * A product row's columns with its name and description in the page's language, for
 * `db.select(productColumns(locale)).from(products)`.
 */
export function productColumns(locale: Locale = "en") {
  return {
    ...getTableColumns(products),
    name: inLocale<string>(locale, { en: products.name, ms: products.nameMs, zh: products.nameZh }),
    description: inLocale<string | null>(locale, {
      en: products.description,
      ms: products.descriptionMs,
      zh: products.descriptionZh,
    }),
    // Said exactly when staff priced a top-up for the plan, never a flag set apart from that.
    topUp: toppedUpPlan,
  };
}

/**
 * Plans' names in Malay and Chinese as a page would show them now (the English where staff wrote
 * none), by id: what an order keeps of each line at purchase (decision 0075). One query.
 */
export async function productNamesIn(
  db: Database,
  ids: number[],
): Promise<Map<number, { ms: string; zh: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      ms: inLocale<string>("ms", { en: products.name, ms: products.nameMs, zh: products.nameZh }),
      zh: inLocale<string>("zh-Hans", { en: products.name, ms: products.nameMs, zh: products.nameZh }),
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, { ms: row.ms, zh: row.zh }]));
}

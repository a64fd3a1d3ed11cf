import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Locale } from "../../../app/lib/locale";
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

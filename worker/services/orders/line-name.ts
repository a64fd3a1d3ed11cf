import { type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { orderItems, products } from "../../db/schema";

/**
 * A purchased line's name in the reader's language (decision 0075), for a query that joins the
 * line's product: the name kept in that language at purchase, else (a line from before those were
 * kept) the plan's translation now, else the English name kept at purchase, else the plan's. Blank
 * counts as none, as in `inLocale`.
 */
export function lineName(locale: Locale): SQL<string> {
  const english = sql`coalesce(${orderItems.productName}, ${products.name})`;
  if (locale === "en") return sql<string>`${english}`;
  const [kept, plan] =
    locale === "ms"
      ? [orderItems.productNameMs, products.nameMs]
      : [orderItems.productNameZh, products.nameZh];
  return sql<string>`coalesce(nullif(trim(${kept}), ''), nullif(trim(${plan}), ''), ${english})`;
}

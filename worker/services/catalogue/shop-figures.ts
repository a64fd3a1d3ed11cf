// Every figure the storefront states about the shop itself, read from what the shop holds
// (decision 0085): destinations and operators from the plans on sale, customers from delivered
// orders, delivery time from the eSIMs issued for paid orders. A figure with nothing behind it is
// null and its sentence is written without it.

import { countDistinct, eq, sql } from "drizzle-orm";
import type { ShopFigures } from "../../../app/schemas/shop-figures";
import en from "../../../messages/en.json";
import type { Database } from "../../db/client";
import { esims, orders, products } from "../../db/schema";
import { coveredCountOf, coveredCountQuery } from "./destinations/coverage";
import { sellablePlan } from "./sellable";

const DAY_MS = 86_400_000;
/** How far back the delivery time looks, in days. */
const DELIVERY_WINDOW_DAYS = 30;
/** Fewer delivered customers than this and the shop says nothing about how many trust it. */
const CUSTOMERS_SHOWN_FROM = 100;

/** The statements, for a caller that batches them with its own (Home's one round trip). */
export function shopFiguresQueries(db: Database, now = Date.now()) {
  return [
    coveredCountQuery(db),
    db.selectDistinct({ networks: products.networks }).from(products).where(sellablePlan),
    db
      .select({ customers: countDistinct(sql`lower(${orders.customerEmail})`) })
      .from(orders)
      .where(eq(orders.status, "delivered")),
    deliveryMedianQuery(db, now - DELIVERY_WINDOW_DAYS * DAY_MS),
  ] as const;
}

/**
 * Each order's wait from payment to its first eSIM, then the middle one (the mean of the two middle
 * ones). Driven from the orders paid in the window (the paid-at index), each looking up its own eSIMs.
 */
function deliveryMedianQuery(db: Database, since: number) {
  const firstEsim = sql`(select min(${esims.createdAt}) from ${esims} where ${esims.orderId} = ${orders.id})`;
  const waits = db.$with("waits").as(
    db
      .select({ ms: sql<number>`${firstEsim} - ${orders.paidAt}`.as("ms") })
      .from(orders)
      .where(sql`${orders.paidAt} >= ${since} and ${firstEsim} is not null`),
  );
  const ranked = db.$with("ranked").as(
    db
      .select({
        ms: waits.ms,
        n: sql<number>`row_number() over (order by ${waits.ms})`.as("n"),
        c: sql<number>`count(*) over ()`.as("c"),
      })
      .from(waits),
  );
  return db
    .with(waits, ranked)
    .select({ medianMs: sql<number | null>`avg(${ranked.ms})` })
    .from(ranked)
    .where(sql`${ranked.n} in ((${ranked.c} + 1) / 2, (${ranked.c} + 2) / 2)`);
}

type FigureRows = Awaited<ReturnType<typeof shopFiguresQueries>[number]>;

export function toShopFigures([covered, networks, customers, delivery]: FigureRows[]): ShopFigures {
  const medianMs = (delivery as { medianMs: number | null }[])[0]?.medianMs ?? null;
  return {
    countries: coveredCountOf(covered as { countries: number }[]),
    operators: countOperators((networks as { networks: string | null }[]).map((r) => r.networks)),
    customers: roundedCustomers((customers as { customers: number }[])[0]?.customers ?? 0),
    // At least one minute: "a median of 0 minutes" reads as a mistake.
    deliveryMinutes: medianMs === null ? null : Math.max(1, Math.round(medianMs / 60_000)),
    deliveryDays: DELIVERY_WINDOW_DAYS,
  };
}

/** The figures alone, in one round trip. */
export async function getShopFigures(db: Database, now = Date.now()): Promise<ShopFigures> {
  const [a, b, c, d] = shopFiguresQueries(db, now);
  return toShopFigures(await db.batch([a, b, c, d]));
}

// A global plan's "networks" are the shop's words for "the best local one", not an operator.
const NOT_AN_OPERATOR = en["planCard.fact.everyCountry"].toLowerCase();

/**
 * Operators named across plans ("Docomo, SoftBank"), once each whatever their case or spacing.
 * @unitTested by `tests/unit/message-figures.test.ts`
 */
export function countOperators(lists: (string | null)[]): number {
  const names = new Set<string>();
  for (const list of lists)
    for (const raw of (list ?? "").split(",")) {
      const name = raw.trim().replace(/\s+/g, " ").toLowerCase();
      if (name && name !== NOT_AN_OPERATOR) names.add(name);
    }
  return names.size;
}

/**
 * Down to two significant figures (1,234 → 1,200; 987 → 980), so the "+" after it is true.
 * @unitTested by `tests/unit/message-figures.test.ts`
 */
export function roundedCustomers(count: number): number | null {
  if (count < CUSTOMERS_SHOWN_FROM) return null;
  const step = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}

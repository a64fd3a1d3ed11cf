import { desc, eq } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import type { MyEsimView } from "../../../app/schemas/esim";
import type { MyEsimCardView } from "../../../app/schemas/my-esims";
import type { Database } from "../../db/client";
import { esims, orderItems, orders, products } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import type { EsimUsage, TopupPackage } from "../../integrations/esim/types";
import { androidInstallUrl, iphoneInstallUrl } from "../fulfilment/install";
import { topupOffersFor } from "../topups/offers";
import { esimStatusOf } from "./esims";
import { lineName } from "./line-name";

/** Supplier calls in flight at once for one list: a traveller with many eSIMs must not flood it. */
const SUPPLIER_CALLS_AT_ONCE = 4;

type OwnedEsim = Awaited<ReturnType<typeof ownedEsims>>[number];

interface SupplierAnswers {
  usage: EsimUsage | null;
  /** null when the supplier could not say. */
  topups: TopupPackage[] | null;
}

/**
 * The customer's eSIMs, newest first, each with its live usage and whether a top-up can be bought
 * for it. One D1 query for the list, the supplier asked for the issued ones (a few at a time), and
 * one more D1 query for the prices of every top-up the supplier offered. A supplier that cannot
 * answer for one eSIM leaves that card without usage and without top-ups, never the list empty.
 * Each eSIM is named as its plan was bought, in `locale` (decision 0075).
 */
export async function myEsimCards(
  db: Database,
  supplier: EsimSupplier,
  userId: number,
  locale: Locale = "en",
): Promise<MyEsimCardView[]> {
  const rows = await ownedEsims(db, userId, locale);
  const answers = await mapAtMost(rows, SUPPLIER_CALLS_AT_ONCE, (row) => askSupplier(supplier, row));
  const priced = await pricedPackages(
    db,
    answers.flatMap((a) => a.topups ?? []),
  );
  return rows.map((row, i) => {
    const { usage, topups } = answers[i] ?? { usage: null, topups: null };
    const status = esimStatusOf(row.status);
    return {
      iccid: row.iccid,
      orderId: row.orderId,
      planName: row.planName,
      status,
      usage: usage && {
        totalMb: usage.totalMb,
        remainingMb: usage.remainingMb,
        unlimited: usage.unlimited,
        expiresAt: usage.expiresAt,
      },
      topUpAvailable: status === "issued" && (topups ?? []).some((t) => priced.has(t.packageCode)),
      state: usage?.status ?? null,
      install:
        status === "issued" && usage?.status === "not_installed"
          ? { iphone: iphoneInstallUrl(row.lpa), android: androidInstallUrl(row.lpa) }
          : null,
    };
  });
}

/** `GET /api/user/esims`: the cards without what only the page needs. */
export async function myEsims(db: Database, supplier: EsimSupplier, userId: number): Promise<MyEsimView[]> {
  const cards = await myEsimCards(db, supplier, userId);
  return cards.map(({ state: _state, install: _install, ...view }) => view);
}

function ownedEsims(db: Database, userId: number, locale: Locale) {
  return db
    .select({
      iccid: esims.iccid,
      orderId: esims.orderId,
      status: esims.status,
      lpa: esims.lpa,
      planName: lineName(locale),
    })
    .from(esims)
    .innerJoin(orders, eq(orders.id, esims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(esims.createdAt), desc(esims.id));
}

/** A refunded or cancelled eSIM is not asked about: nothing can be done with it any more. */
async function askSupplier(supplier: EsimSupplier, row: OwnedEsim): Promise<SupplierAnswers> {
  if (esimStatusOf(row.status) !== "issued") return { usage: null, topups: null };
  const [usage, topups] = await Promise.all([
    supplier.usage(row.iccid).catch(() => null),
    supplier.topupPackages(row.iccid).catch(() => null),
  ]);
  return { usage, topups };
}

/**
 * The package codes among `offered` that staff have priced: `topupOffersFor`'s rule, asked once
 * for the whole list by handing it every package the supplier offered for any of these eSIMs.
 */
async function pricedPackages(db: Database, offered: TopupPackage[]): Promise<Set<string>> {
  if (offered.length === 0) return new Set();
  const everyOffer = { topupPackages: async () => offered } as Pick<EsimSupplier, "topupPackages">;
  const priced = await topupOffersFor(db, everyOffer as EsimSupplier, "");
  return new Set(priced.map((offer) => offer.packageCode));
}

/** `fn` over `items` with at most `limit` calls in flight, answers in the items' order. */
async function mapAtMost<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

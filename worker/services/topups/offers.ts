import { and, eq, inArray } from "drizzle-orm";
import { senToDecimal } from "../../../app/lib/money";
import type { TopupOfferView } from "../../../app/schemas/esim";
import type { Database } from "../../db/client";
import { esims, orders, products } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import { NotFoundError } from "../errors";

/** The owner's issued eSIM with this ICCID; anyone else's (or a refunded one) is not found. */
export async function ownedIssuedEsim(db: Database, owner: { userId: number; iccid: string }) {
  const row = await db
    .select({ id: esims.id, iccid: esims.iccid, orderId: esims.orderId, status: esims.status })
    .from(esims)
    .innerJoin(orders, eq(orders.id, esims.orderId))
    .where(and(eq(esims.iccid, owner.iccid), eq(orders.userId, owner.userId)))
    .get();
  if (row?.status !== "issued") throw new NotFoundError("eSIM not found");
  return row;
}

/**
 * The top-ups a customer may buy for one eSIM: those the supplier offers for it now and staff have
 * priced (active catalogue items of kind "topup" mapped to the supplier's package id), cheapest first.
 */
export async function topupOffersFor(db: Database, supplier: EsimSupplier, iccid: string) {
  const packages = await supplier.topupPackages(iccid);
  if (packages.length === 0) return [];
  const priced = await db
    .select({
      id: products.id,
      name: products.name,
      dataMb: products.dataMb,
      days: products.durationDays,
      priceSen: products.priceSen,
      packageCode: products.supplierPackage,
    })
    .from(products)
    .where(
      and(
        eq(products.kind, "topup"),
        eq(products.active, true),
        inArray(
          products.supplierPackage,
          packages.map((p) => p.packageCode),
        ),
      ),
    )
    .orderBy(products.priceSen, products.id);
  return priced.map((row) => ({ ...row, packageCode: row.packageCode as string }));
}

type TopupOffer = Awaited<ReturnType<typeof topupOffersFor>>[number];

function topupOfferView(offer: TopupOffer): TopupOfferView {
  return {
    id: offer.id,
    name: offer.name,
    dataMb: offer.dataMb,
    unlimited: offer.dataMb === null,
    days: offer.days,
    price: senToDecimal(offer.priceSen),
  };
}

/** The top-ups the owner of this eSIM may buy now; anyone else's eSIM is not found. */
export async function ownerTopupOffers(
  db: Database,
  supplier: EsimSupplier,
  owner: { userId: number; iccid: string },
): Promise<TopupOfferView[]> {
  const esim = await ownedIssuedEsim(db, owner);
  return (await topupOffersFor(db, supplier, esim.iccid)).map(topupOfferView);
}

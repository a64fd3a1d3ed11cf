import { eq } from "drizzle-orm";
import { formatData, formatDuration } from "../../../app/lib/plan-format";
import { iccidTail } from "../../../app/schemas/topups";
import type { Database } from "../../db/client";
import { esims, orderItems, orders, products } from "../../db/schema";
import type { EsimSupplier, SimPackage } from "../../integrations/esim/types";
import { logUnexpectedError } from "../shared/log-error";

interface Sold {
  iccid: string;
  packageCode: string | null;
  name: string;
  dataMb: number | null;
  days: number;
}

/** "5 GB for 7 Days": one package's figures as staff read them. */
const figures = (dataMb: number | null, days: number | null) =>
  days === null ? formatData(dataMb) : `${formatData(dataMb)} for ${formatDuration(days)}`;

/** The disagreement between what was sold and the package the supplier says the eSIM carries, if any. */
function mismatchNote(sold: Sold, carried: SimPackage | undefined): string | null {
  if (!carried) return null;
  const data = carried.unlimited ? null : carried.dataMb;
  // A figure the supplier does not state cannot disagree.
  const dataDiffers = (carried.unlimited || carried.dataMb !== null) && data !== sold.dataMb;
  const daysDiffer = carried.days !== null && carried.days !== sold.days;
  if (!dataDiffers && !daysDiffer) return null;
  return `eSIM ${iccidTail(sold.iccid)}, ${sold.name}: the supplier reports ${figures(data, carried.days)}, the shop sold ${figures(sold.dataMb, sold.days)}`;
}

/** Per line of a plan order, its first eSIM (one package per line: one look is enough). */
async function soldPlans(db: Database, orderId: number): Promise<Sold[]> {
  const rows = await db
    .select({
      lineId: esims.orderItemId,
      iccid: esims.iccid,
      packageCode: products.supplierPackage,
      name: products.name,
      dataMb: products.dataMb,
      days: products.durationDays,
    })
    .from(esims)
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(esims.orderId, orderId))
    .orderBy(esims.id);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.lineId) && seen.add(r.lineId));
}

async function soldTopup(db: Database, orderId: number, iccid: string): Promise<Sold[]> {
  const row = await db
    .select({
      packageCode: products.supplierPackage,
      name: products.name,
      dataMb: products.dataMb,
      days: products.durationDays,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .get();
  return row ? [{ ...row, name: `top-up ${row.name}`, iccid }] : [];
}

/**
 * After delivery: does the supplier say the eSIM carries what the shop sold (data and days)? When
 * it does not, the order is flagged for staff with both figures. The customer keeps what the
 * supplier delivered either way (My eSIMs reads the supplier), so a failed look only logs: it must
 * never undo or delay a delivery.
 */
export async function flagSupplierMismatch(
  db: Database,
  supplier: EsimSupplier,
  order: { id: number; kind: "plan" | "topup"; topupIccid: string | null },
): Promise<string | null> {
  try {
    const sold =
      order.kind === "topup" && order.topupIccid
        ? await soldTopup(db, order.id, order.topupIccid)
        : await soldPlans(db, order.id);
    const notes: string[] = [];
    for (const line of sold) {
      const history = await supplier.packageHistory(line.iccid);
      const kind = order.kind === "topup" ? "topup" : "sim";
      const carried = history.filter((p) => p.kind === kind && p.packageCode === line.packageCode).at(-1);
      const note = mismatchNote(line, carried);
      if (note) notes.push(note);
    }
    if (notes.length === 0) return null;
    const text = notes.join("; ");
    await db.update(orders).set({ supplierMismatch: text }).where(eq(orders.id, order.id));
    return text;
  } catch (error) {
    logUnexpectedError("fulfilment.supplierFigures", error, `order-${order.id}`, "warn");
    return null;
  }
}

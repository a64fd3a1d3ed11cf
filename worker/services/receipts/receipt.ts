import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import type { CreditNoteDto, EinvoiceState, ReceiptDto } from "../../../app/schemas/receipts";
import type { Database } from "../../db/client";
import { creditNotes, einvoiceRequests, orders, receipts } from "../../db/schema";
import { NotFoundError } from "../errors";
import { orderItemsOf } from "../orders/detail";
import { malaysiaMonthOf, malaysiaMonthRange } from "./months";
import { getSellerDetails } from "./seller";

const money = (sen: number) => ({ amountSen: sen, amount: senToDecimal(sen) });

/** The SST inside a price that includes it, at `ratePercent` (prices are shown as paid). */
export const sstIncluded = (totalSen: number, ratePercent: number | null) =>
  ratePercent ? Math.round((totalSen * ratePercent) / (100 + ratePercent)) : 0;

/**
 * A customer's receipt of their own paid order: another customer's, or one not paid, is not found.
 * Its lines are named in `locale` as kept at purchase (English for the JSON API).
 */
export async function customerReceipt(
  db: Database,
  owner: { userId: number; orderId: number; locale?: Locale },
  now = Date.now(),
): Promise<ReceiptDto> {
  const row = await db
    .select({ order: orders, receipt: receipts })
    .from(orders)
    .innerJoin(receipts, eq(receipts.orderId, orders.id))
    .where(and(eq(orders.id, owner.orderId), eq(orders.userId, owner.userId)))
    .get();
  if (!row) throw new NotFoundError("Receipt not found");
  const { order, receipt } = row;
  const [items, seller, notes, request] = await Promise.all([
    orderItemsOf(db, order.id, owner.locale),
    getSellerDetails(db),
    creditNotesOf(db, order.id),
    db.select().from(einvoiceRequests).where(eq(einvoiceRequests.orderId, order.id)).get(),
  ]);
  const subtotal = order.subtotalAmountSen ?? items.reduce((sum, item) => sum + item.lineTotalSen, 0);
  const paid = order.totalAmountSen + order.creditAmountSen;
  return {
    number: receipt.number,
    orderId: order.id,
    issuedAt: receipt.issuedAt.toISOString(),
    seller,
    buyer: { name: order.customerName, email: order.customerEmail },
    lines: items.map((item) => ({
      name: item.name,
      type: item.type,
      quantity: item.quantity,
      unitPriceSen: item.priceSen,
      unitPrice: senToDecimal(item.priceSen),
      ...money(item.lineTotalSen),
    })),
    subtotal: money(subtotal),
    discount: money(order.discountAmountSen),
    promoCode: order.promoCode,
    referralDiscount: money(order.referralDiscountSen),
    total: money(paid),
    credit: money(order.creditAmountSen),
    sst: { ratePercent: seller.sstRate, ...money(sstIncluded(paid, seller.sstRate)) },
    paymentMethod: order.paymentMethod,
    cardBrand: order.paymentMethodBrand,
    cardLast4: order.paymentMethodLast4,
    creditNotes: notes,
    einvoice: einvoiceState(receipt.issuedAt.getTime(), request?.createdAt ?? null, now),
  };
}

async function creditNotesOf(db: Database, orderId: number): Promise<CreditNoteDto[]> {
  const rows = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.id));
  return rows.map((note) => ({
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    ...money(note.amountSen),
  }));
}

/** A request is taken until the end of the payment's calendar month (Malaysia time), once. */
export function einvoiceState(paidAt: number, requestedAt: Date | null, now: number): EinvoiceState {
  const { end } = malaysiaMonthRange(malaysiaMonthOf(paidAt));
  return {
    requestedAt: requestedAt?.toISOString() ?? null,
    openUntil: new Date(end - 1).toISOString(),
    canRequest: !requestedAt && now < end,
  };
}

/** The order page's line about its receipt (its owner is checked there): the number and the e-invoice offer. */
export async function receiptSummary(db: Database, orderId: number, now = Date.now()) {
  const row = await db
    .select({ number: receipts.number, issuedAt: receipts.issuedAt, requested: einvoiceRequests.createdAt })
    .from(receipts)
    .leftJoin(einvoiceRequests, eq(einvoiceRequests.orderId, receipts.orderId))
    .where(eq(receipts.orderId, orderId))
    .get();
  if (!row) return null;
  return { number: row.number, einvoice: einvoiceState(row.issuedAt.getTime(), row.requested, now) };
}

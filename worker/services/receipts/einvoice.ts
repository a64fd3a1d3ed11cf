import { and, asc, desc, eq, gte, isNull, lt } from "drizzle-orm";
import { MALAYSIA_OFFSET_MS } from "../../../app/lib/dates";
import { senToDecimal } from "../../../app/lib/money";
import {
  type ConsolidatedEinvoiceDto,
  type EinvoiceRequestRecord,
  type EinvoiceRequestSchema,
  GENERAL_PUBLIC,
} from "../../../app/schemas/receipts";
import type { z } from "../../../app/schemas/zod";
import type { Database } from "../../db/client";
import { creditNotes, einvoiceRequests, orders, receipts } from "../../db/schema";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { malaysiaMonthRange } from "./months";
import { einvoiceState, sstIncluded } from "./receipt";
import { getSellerDetails } from "./seller";

const money = (sen: number) => ({ amountSen: sen, amount: senToDecimal(sen) });

/** "2026-11-03 14:22" in Malaysia time: what a MyInvois line and the CSV carry. */
export const malaysiaStamp = (at: Date) =>
  new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

interface EinvoiceAsk {
  userId: number;
  orderId: number;
  input: z.output<typeof EinvoiceRequestSchema>;
  now?: number;
}

/**
 * A customer asks for an e-invoice of their own for a paid order. Taken only within the calendar
 * month of payment (Malaysia time), since that month's consolidated e-invoice is issued after it;
 * once per order.
 */
export async function requestEinvoice(db: Database, ask: EinvoiceAsk) {
  const { userId, orderId, input, now = Date.now() } = ask;
  const row = await db
    .select({ issuedAt: receipts.issuedAt, requested: einvoiceRequests.createdAt })
    .from(orders)
    .innerJoin(receipts, eq(receipts.orderId, orders.id))
    .leftJoin(einvoiceRequests, eq(einvoiceRequests.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .get();
  if (!row) throw new NotFoundError("Receipt not found");
  if (row.requested)
    throw new ConflictError({ key: "einvoice.error.an_e_invoice_has_already_been_requested_for_this_order" });
  if (!einvoiceState(row.issuedAt.getTime(), null, now).canRequest) {
    throw new InvalidError({
      key: "einvoice.error.an_e_invoice_can_only_be_requested_in_the_calendar_month_the_order_was_paid",
    });
  }
  const inserted = await db
    .insert(einvoiceRequests)
    .values({ orderId, userId, ...input, createdAt: new Date(now) })
    .onConflictDoNothing({ target: einvoiceRequests.orderId })
    .returning({ createdAt: einvoiceRequests.createdAt });
  if (inserted.length === 0)
    throw new ConflictError({ key: "einvoice.error.an_e_invoice_has_already_been_requested_for_this_order" });
  return { requestedAt: new Date(now).toISOString() };
}

/**
 * The month's consolidated e-invoice: every receipt paid in the Malaysia month whose buyer did not
 * ask for their own, one line each, summed, with buyer "General Public"; the month's credit notes
 * beside it. SST at the rate Settings names now.
 */
export async function consolidatedEinvoice(db: Database, month: string): Promise<ConsolidatedEinvoiceDto> {
  const { start, end } = malaysiaMonthRange(month);
  const inMonth = (column: typeof receipts.issuedAt | typeof creditNotes.issuedAt) =>
    and(gte(column, new Date(start)), lt(column, new Date(end)));
  const [seller, rows, notes] = await Promise.all([
    getSellerDetails(db),
    db
      .select({
        number: receipts.number,
        orderId: receipts.orderId,
        issuedAt: receipts.issuedAt,
        total: orders.totalAmountSen,
      })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .leftJoin(einvoiceRequests, eq(einvoiceRequests.orderId, receipts.orderId))
      .where(and(inMonth(receipts.issuedAt), isNull(einvoiceRequests.id)))
      .orderBy(asc(receipts.issuedAt), asc(receipts.id)),
    db
      .select({
        number: creditNotes.number,
        orderId: creditNotes.orderId,
        receiptNumber: receipts.number,
        issuedAt: creditNotes.issuedAt,
        amountSen: creditNotes.amountSen,
      })
      .from(creditNotes)
      .leftJoin(receipts, eq(receipts.orderId, creditNotes.orderId))
      .where(inMonth(creditNotes.issuedAt))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id)),
  ]);
  const lines = rows.map((row) => {
    const sst = sstIncluded(row.total, seller.sstRate);
    return {
      receiptNumber: row.number,
      orderId: row.orderId,
      issuedAt: row.issuedAt.toISOString(),
      ...money(row.total),
      sstSen: sst,
      sst: senToDecimal(sst),
    };
  });
  const amountSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
  const sstSen = lines.reduce((sum, line) => sum + line.sstSen, 0);
  const creditTotal = notes.reduce((sum, note) => sum + note.amountSen, 0);
  return {
    month,
    currency: "MYR" as const,
    supplier: seller,
    buyer: GENERAL_PUBLIC,
    lines,
    totals: { receipts: lines.length, ...money(amountSen), sstSen, sst: senToDecimal(sstSen) },
    creditNotes: notes.map((note) => ({
      ...note,
      issuedAt: note.issuedAt.toISOString(),
      ...money(note.amountSen),
    })),
    creditNoteTotals: { count: notes.length, ...money(creditTotal) },
  };
}

/** The customers' own e-invoice requests, newest first, as staff list them. */
export async function listEinvoiceRequests(db: Database): Promise<EinvoiceRequestRecord[]> {
  const rows = await db
    .select({
      id: einvoiceRequests.id,
      orderId: einvoiceRequests.orderId,
      receiptNumber: receipts.number,
      totalSen: orders.totalAmountSen,
      paidAt: receipts.issuedAt,
      name: einvoiceRequests.name,
      taxId: einvoiceRequests.taxId,
      address: einvoiceRequests.address,
      email: einvoiceRequests.email,
      createdAt: einvoiceRequests.createdAt,
    })
    .from(einvoiceRequests)
    .innerJoin(orders, eq(orders.id, einvoiceRequests.orderId))
    .leftJoin(receipts, eq(receipts.orderId, einvoiceRequests.orderId))
    .orderBy(desc(einvoiceRequests.createdAt), desc(einvoiceRequests.id))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    total: senToDecimal(row.totalSen),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

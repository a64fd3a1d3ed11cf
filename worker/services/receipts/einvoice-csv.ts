import type { ConsolidatedEinvoiceDto } from "../../../app/schemas/receipts";
import { toCsv } from "../shared/csv";
import { malaysiaStamp } from "./einvoice";

const HEADER = [
  "Document",
  "Number",
  "Receipt",
  "Order",
  "Date (Malaysia time)",
  "Buyer",
  "Buyer TIN",
  "Amount (MYR)",
  "SST (MYR)",
];

/** The consolidated e-invoice as CSV (the orders export's formula-safe cells): receipts, their total, then the month's credit notes. */
export function consolidatedCsv(einvoice: ConsolidatedEinvoiceDto): string {
  const { buyer } = einvoice;
  const receiptRows = einvoice.lines.map((line) => [
    "Receipt",
    line.receiptNumber,
    line.receiptNumber,
    line.orderId,
    malaysiaStamp(new Date(line.issuedAt)),
    buyer.name,
    buyer.tin,
    line.amount,
    line.sst,
  ]);
  const total = [
    "Consolidated e-invoice",
    einvoice.month,
    "",
    "",
    "",
    buyer.name,
    buyer.tin,
    einvoice.totals.amount,
    einvoice.totals.sst,
  ];
  const noteRows = einvoice.creditNotes.map((note) => [
    "Credit note",
    note.number,
    note.receiptNumber ?? "",
    note.orderId,
    malaysiaStamp(new Date(note.issuedAt)),
    "",
    "",
    note.amount,
    "",
  ]);
  return toCsv(HEADER, [...receiptRows, total, ...noteRows]);
}

import { z } from "./zod";

/** The buyer a consolidated e-invoice names for sales to the public (LHDN's general TIN). */
export const GENERAL_PUBLIC = { name: "General Public", tin: "EI00000000010" } as const;

/** A posted number field ("8", "", absent) or JSON's number or null: no rate is null. */
const percent = z.preprocess(
  (value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value),
  z
    .number({ error: "SST rate must be a number" })
    .min(0, "SST rate must be between 0 and 100")
    .max(100, "SST rate must be between 0 and 100")
    .nullable(),
);
const optionalText = (max: number, label: string) =>
  z.preprocess((value) => value ?? "", z.string().trim().max(max, `${label} is too long`));

/** The seller a receipt names, kept in Settings (GET/PUT /api/admin/settings/seller). */
export const SellerDetailsSchema = z.object({
  legalName: optionalText(200, "Legal name"),
  registrationNumber: optionalText(60, "Registration number"),
  address: optionalText(500, "Address"),
  sstNumber: optionalText(60, "SST registration number"),
  // Percent; null when the shop is not registered for SST.
  sstRate: percent,
});
export type SellerDetails = z.output<typeof SellerDetailsSchema>;

/** What a receipt must name and the store has not filled in yet (SST details are optional). */
export function missingSellerDetails(
  seller: SellerDetails,
): ("legalName" | "registrationNumber" | "address")[] {
  return (["legalName", "registrationNumber", "address"] as const).filter(
    (field) => seller[field].trim() === "",
  );
}

/** `?month=2026-11`: a calendar month in Malaysia time. */
export const EinvoiceMonthSchema = z.object({
  month: z
    .string({ error: "month is required, as YYYY-MM (for example 2026-11)" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a month as YYYY-MM (for example 2026-11)"),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

/** A customer's own e-invoice (MyInvois needs who they are, their tax number and where to send it). */
export const EinvoiceRequestSchema = z.object({
  name: z.string().trim().min(2, "Name is required").max(200, "Name is too long"),
  taxId: z
    .string()
    .trim()
    .min(1, "TIN or identity number is required")
    .regex(/^[A-Za-z0-9-]{5,20}$/, "Enter a TIN or identity number of 5 to 20 letters and digits"),
  address: z.string().trim().min(5, "Address is required").max(500, "Address is too long"),
  email: z.string().trim().toLowerCase().pipe(z.email("Invalid email address")),
});

interface Money {
  amountSen: number;
  amount: string;
}

interface ReceiptLine extends Money {
  name: string;
  type: string;
  quantity: number;
  unitPriceSen: number;
  unitPrice: string;
}

export interface CreditNoteDto extends Money {
  number: string;
  issuedAt: string;
}

/** A paid order's receipt (GET /api/orders/:id/receipt and /my-orders/:id/receipt). */
export interface ReceiptDto {
  number: string;
  orderId: number;
  issuedAt: string;
  seller: SellerDetails;
  buyer: { name: string; email: string };
  lines: ReceiptLine[];
  subtotal: Money;
  /** The promotion's discount the order kept (zero without one), and its code. */
  discount: Money;
  promoCode: string | null;
  /** The friend's welcome discount of a referred customer's first order (decision 0049); zero without. */
  referralDiscount: Money;
  /** What was paid: by card and by credit together. */
  total: Money;
  /** The part of the total paid from the customer's credit (decision 0049); zero without. */
  credit: Money;
  /** SST included in the total at the Settings rate; null rate when not registered. */
  sst: Money & { ratePercent: number | null };
  paymentMethod: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  creditNotes: CreditNoteDto[];
  einvoice: EinvoiceState;
}

/** Whether the customer asked for their own e-invoice, and whether they still may. */
export interface EinvoiceState {
  requestedAt: string | null;
  /** The last moment a request is taken: the end of the payment's calendar month in Malaysia. */
  openUntil: string;
  canRequest: boolean;
}

/** One receipt of the month's consolidated e-invoice. */
interface ConsolidatedLine extends Money {
  receiptNumber: string;
  orderId: number;
  issuedAt: string;
  sstSen: number;
  sst: string;
}

/** A credit note issued in the month, listed beside the consolidated e-invoice. */
interface MonthCreditNote extends Money {
  number: string;
  orderId: number;
  receiptNumber: string | null;
  issuedAt: string;
}

/** GET /api/admin/einvoice/consolidated: the month's sales to the public as one e-invoice. */
export interface ConsolidatedEinvoiceDto {
  month: string;
  currency: "MYR";
  supplier: SellerDetails;
  buyer: typeof GENERAL_PUBLIC;
  lines: ConsolidatedLine[];
  totals: Money & { receipts: number; sstSen: number; sst: string };
  creditNotes: MonthCreditNote[];
  creditNoteTotals: Money & { count: number };
}

/** A customer's request for their own e-invoice, as staff list them. */
export interface EinvoiceRequestRecord {
  id: number;
  orderId: number;
  receiptNumber: string | null;
  totalSen: number;
  total: string;
  paidAt: string | null;
  name: string;
  taxId: string;
  address: string;
  email: string;
  createdAt: string;
}

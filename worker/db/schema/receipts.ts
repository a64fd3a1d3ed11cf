import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { orders } from "./orders";

// ── Receipts, credit notes and e-invoice requests (decision 0047) ────────────────────

/**
 * A paid order's receipt number: one gapless sequence per Malaysia calendar year, taken in the
 * batch that makes the order paid (the next `seq` of its year, read inside that batch). The unique
 * indexes make a number given twice, or a second receipt for one order, impossible.
 */
export const receipts = sqliteTable(
  "receipts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    // "JS-2026-000001".
    number: text("number").notNull(),
    // The moment of payment: the consolidated e-invoice groups receipts by its Malaysia month.
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("receipts_order_uq").on(t.orderId),
    uniqueIndex("receipts_year_seq_uq").on(t.year, t.seq),
    uniqueIndex("receipts_number_uq").on(t.number),
    index("receipts_issued_idx").on(t.issuedAt),
  ],
);

/**
 * A credit note: money given back on a receipt, from its own yearly sequence ("CN-2026-000001").
 * Each one covers what the order's refunded amount grew by since the last, so every path that
 * refunds (staff, a refund made at Stripe) issues exactly what was refunded.
 */
export const creditNotes = sqliteTable(
  "credit_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    amountSen: integer("amount_sen").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_year_seq_uq").on(t.year, t.seq),
    uniqueIndex("credit_notes_number_uq").on(t.number),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedAt),
  ],
);

/** A customer's request for an e-invoice of their own (MyInvois): their receipt leaves the month's consolidated one. */
export const einvoiceRequests = sqliteTable(
  "einvoice_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    // A TIN ("C1234567890", "IG…") or an identity number (MyKad, passport).
    taxId: text("tax_id").notNull(),
    address: text("address").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("einvoice_requests_order_uq").on(t.orderId),
    index("einvoice_requests_created_idx").on(t.createdAt),
  ],
);

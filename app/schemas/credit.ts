import { z } from "zod";
import { decimalToSen } from "../lib/money";

const CREDIT_REASONS = ["referral", "goodwill", "refund", "spend"] as const;
type CreditReason = (typeof CREDIT_REASONS)[number];

/** One line of a customer's credit: a grant (positive, with its expiry) or a spend (negative). */
export interface CreditEntry {
  /** Decimal string like every API amount: "10.00", "-4.50". */
  amount: string;
  amountSen: number;
  reason: CreditReason;
  /** Staff's words for goodwill credit; null otherwise. */
  note: string | null;
  /** The order a spend paid for, or a refund came back from. */
  orderId: number | null;
  createdAt: string;
  expiresAt: string | null;
}

/** GET /api/user/credit. */
export interface CreditSummary {
  balance: string;
  balanceSen: number;
  entries: CreditEntry[];
}

/** A referral code's shape (10 hex characters today; a little room either side). */
export const REFERRAL_CODE = /^[0-9a-f]{6,20}$/;

/** The most staff can grant at once (RM 1,000), so a slipped zero is caught. */
const MAX_GOODWILL_SEN = 100_000;

const amountSen = z.union([
  z.number().int("Amount must be whole sen").min(1, "Amount must be at least RM 0.01"),
  z.string().transform((value, ctx) => {
    const sen = decimalToSen(value);
    if (sen === null || sen < 1) {
      ctx.addIssue({ code: "custom", message: "Amount must be an amount in ringgit, like 10.00" });
      return z.NEVER;
    }
    return sen;
  }),
]);

/**
 * Staff's goodwill credit: `amount` in sen on the JSON API (like every admin amount), or the
 * back office's ringgit field ("10.00"); a reason the customer's statement and the audit keep.
 */
export const GoodwillCreditSchema = z.object({
  amount: amountSen.pipe(z.number().max(MAX_GOODWILL_SEN, "Amount must be at most RM 1,000.00")),
  reason: z
    .string({ error: "Please give a reason" })
    .trim()
    .min(3, "Please give a reason (at least 3 characters)")
    .max(200, "Please keep the reason under 200 characters"),
});

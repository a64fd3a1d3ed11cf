import { z } from "zod";
import { decimalToSen } from "../lib/money";

const CREDIT_REASONS = ["referral", "goodwill", "refund", "spend", "clawback"] as const;
type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * Why a referral counts for nothing (decision 0062): the friend shares the referrer's mailbox once
 * normalised, their browser (its device cookie), or, as Stripe tells it, their payment card.
 */
export const REFERRAL_REFUSALS = ["same_mailbox", "same_device", "same_card"] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** Why a referral reward was taken back: the friend's order was refunded or disputed. */
export const CLAWBACK_CAUSES = ["refund", "dispute"] as const;

/**
 * One line of a customer's credit: a grant (positive, with its expiry), a spend (negative), or a
 * referral reward taken back (negative: what the balance gave up; `owedSen` what it could not).
 */
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
  /** A clawback only: the friend's order was refunded or disputed. */
  cause?: (typeof CLAWBACK_CAUSES)[number];
  /** A clawback only: the part of the reward already spent, which the balance could not give back. */
  owed?: string;
  owedSen?: number;
}

/** GET /api/user/credit. */
export interface CreditSummary {
  balance: string;
  balanceSen: number;
  /** What clawed-back rewards left unpaid, since a balance never goes below zero (decision 0062). */
  owed: string;
  owedSen: number;
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

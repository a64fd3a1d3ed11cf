import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { creditBalance, holdCreditStatements } from "./ledger";
import { REFERRAL_DISCOUNT_SEN, REFERRAL_MIN_SUBTOTAL_SEN, referralDiscountFor } from "./referral";

/** Stripe will not take a card payment under RM 2.00 (its minimum for ringgit). */
export const STRIPE_MINIMUM_SEN = 200;

/**
 * How much credit pays for `dueSen`: all of it when the balance covers it, else the balance, but
 * never leaving the card a charge Stripe refuses (1 sen to RM 1.99): then less credit is used so
 * the card pays exactly RM 2.00.
 */
function creditToUse(balanceSen: number, dueSen: number): number {
  const credit = Math.max(0, Math.min(balanceSen, dueSen));
  const card = dueSen - credit;
  if (card > 0 && card < STRIPE_MINIMUM_SEN) return Math.max(0, dueSen - STRIPE_MINIMUM_SEN);
  return credit;
}

/**
 * What a cart summary needs of the customer's credit, as one query to batch with the cart's other
 * reads: whether a friend referred them and they have never paid, and their unexpired balance.
 */
export function creditStandingQuery(db: Database, userId: number, now: number) {
  return db
    .select({
      referredBy: users.referredByUserId,
      refused: users.referralRefused,
      paidBefore: sql<number>`exists (select 1 from orders o where o.user_id = ${userId} and o.paid_at is not null)`,
      balanceSen: sql<number>`(select coalesce(sum(g.remaining_sen), 0) from credit_grants g where g.user_id = ${userId} and g.expires_at > ${now})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
}

export type CreditStanding = Awaited<ReturnType<typeof creditStandingQuery>>[number];

/**
 * The cart summary's view of a checkout: the friend's RM 10 and the credit it would use now, no
 * holds; `referralRefused` says why a friend's first order gets no RM 10 (decision 0062).
 */
export function creditFromStanding(standing: CreditStanding | undefined, afterCodeSen: number) {
  const referred = Boolean(standing?.referredBy) && !Number(standing?.paidBefore);
  const referralRefused = referred ? (standing?.refused ?? null) : null;
  const referralSen =
    referred && !referralRefused && afterCodeSen >= REFERRAL_MIN_SUBTOTAL_SEN ? REFERRAL_DISCOUNT_SEN : 0;
  const balanceSen = Number(standing?.balanceSen ?? 0);
  return {
    referralSen,
    referralRefused,
    balanceSen,
    creditSen: creditToUse(balanceSen, afterCodeSen - referralSen),
  };
}

/**
 * A checkout's money after the code: the friend's RM 10 off (decision 0049) and, when the
 * customer chose it, their credit with the statements that hold it in the order's batch.
 */
export async function checkoutCredit(
  db: Database,
  checkout: { userId: number; afterCodeSen: number; useCredit: boolean; deviceTokens: string[]; now: number },
) {
  const { userId, afterCodeSen, now } = checkout;
  const referralSen = await referralDiscountFor(db, {
    userId,
    subtotalSen: afterCodeSen,
    deviceTokens: checkout.deviceTokens,
  });
  const dueSen = afterCodeSen - referralSen;
  const balanceSen = checkout.useCredit ? await creditBalance(db, userId, now) : 0;
  const creditSen = creditToUse(balanceSen, dueSen);
  const holds = creditSen > 0 ? await holdCreditStatements(db, { userId, amountSen: creditSen, now }) : [];
  return { referralSen, creditSen, cardSen: dueSen - creditSen, holds };
}

import type { Database } from "../../db/client";
import { creditBalance, holdCreditStatements } from "./ledger";
import { referralDiscountFor } from "./referral";

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

/** The cart summary's view of the same: no holds, just the amounts a checkout would use now. */
export async function creditPart(db: Database, cart: { userId: number; afterCodeSen: number; now: number }) {
  const referralSen = await referralDiscountFor(db, cart.userId, cart.afterCodeSen);
  const balanceSen = await creditBalance(db, cart.userId, cart.now);
  return { referralSen, balanceSen, creditSen: creditToUse(balanceSen, cart.afterCodeSen - referralSen) };
}

/**
 * A checkout's money after the code: the friend's RM 10 off (decision 0049) and, when the
 * customer chose it, their credit with the statements that hold it in the order's batch.
 */
export async function checkoutCredit(
  db: Database,
  checkout: { userId: number; afterCodeSen: number; useCredit: boolean; now: number },
) {
  const { userId, afterCodeSen, now } = checkout;
  const referralSen = await referralDiscountFor(db, userId, afterCodeSen);
  const dueSen = afterCodeSen - referralSen;
  const balanceSen = checkout.useCredit ? await creditBalance(db, userId, now) : 0;
  const creditSen = creditToUse(balanceSen, dueSen);
  const holds = creditSen > 0 ? await holdCreditStatements(db, { userId, amountSen: creditSen, now }) : [];
  return { referralSen, creditSen, cardSen: dueSen - creditSen, holds };
}

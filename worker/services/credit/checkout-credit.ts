import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { priceLines } from "../checkout/discount-lines";
import { creditBalance, holdCreditStatements } from "./ledger";
import { stillReferred } from "./referral";

export { STRIPE_MINIMUM_SEN } from "../checkout/discount-lines";

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
 * The cart summary's view of a checkout, no holds: its lines with the credit it would use now and
 * without; `referralRefused` says why a friend's first order gets no RM 10 (decision 0062).
 * `guestReferred`: a guest who came by a friend's link, whose account will be that friend's.
 */
export function creditFromStanding(
  standing: CreditStanding | undefined,
  cart: { subtotalSen: number; promotionSen: number; guestReferred?: boolean },
) {
  const referred = standing
    ? Boolean(standing.referredBy) && !Number(standing.paidBefore)
    : cart.guestReferred === true;
  const referralRefused = referred ? (standing?.refused ?? null) : null;
  const balanceSen = Number(standing?.balanceSen ?? 0);
  const price = { ...cart, referred: referred && !referralRefused };
  return {
    referralRefused,
    balanceSen,
    withCredit: priceLines({ ...price, creditBalanceSen: balanceSen }),
    withoutCredit: priceLines({ ...price, creditBalanceSen: 0 }),
  };
}

/**
 * A checkout's money: the code's discount, the friend's RM 10 (decision 0049) and, when the
 * customer chose it, their credit with the statements that hold it in the order's batch.
 */
export async function checkoutCredit(
  db: Database,
  checkout: {
    userId: number;
    subtotalSen: number;
    promotionSen: number;
    useCredit: boolean;
    deviceTokens: string[];
    now: number;
  },
) {
  const { userId, now } = checkout;
  const referred = await stillReferred(db, userId, checkout.deviceTokens);
  const balanceSen = checkout.useCredit ? await creditBalance(db, userId, now) : 0;
  const price = priceLines({ ...checkout, referred, creditBalanceSen: balanceSen });
  const { creditSen } = price;
  const holds = creditSen > 0 ? await holdCreditStatements(db, { userId, amountSen: creditSen, now }) : [];
  return { price, referralSen: price.referralSen, creditSen, cardSen: price.totalSen, holds };
}

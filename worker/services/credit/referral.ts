import { and, eq, gte, isNull, lte, ne, sql } from "drizzle-orm";
import { REFERRAL_CODE } from "../../../app/schemas/credit";
import type { Database } from "../../db/client";
import { creditGrants, orders, users } from "../../db/schema";
import { grantStatement } from "./ledger";

/** A friend's first paid order of at least RM 20 (after any code) gets RM 10 off (decision 0049). */
export const REFERRAL_DISCOUNT_SEN = 1000;
export const REFERRAL_MIN_SUBTOTAL_SEN = 2000;
/** What the referrer earns once the friend's order has stood, paid and unrefunded, for 7 days. */
const REFERRAL_REWARD_SEN = 1000;
const REWARD_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Ten hex characters, like the migration's back-fill: 2^40 codes, not guessable in bulk. */
export function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The customer whose link this code is; null for a code nobody has (or not a code at all). */
export async function referrerOf(db: Database, code: string | null | undefined): Promise<number | null> {
  const normal = code?.trim().toLowerCase() ?? "";
  if (!REFERRAL_CODE.test(normal)) return null;
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, normal), isNull(users.deletedAt)))
    .get();
  return row?.id ?? null;
}

/** A customer's referral code, made now for an account that has none yet. */
export async function referralCodeOf(db: Database, userId: number): Promise<string> {
  const row = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).get();
  if (row?.code) return row.code;
  const code = newReferralCode();
  await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
  const again = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).get();
  return again?.code ?? code;
}

/**
 * The friend's RM 10 off for a checkout of `subtotalSen` (after any code): only for a customer
 * someone referred, only before their first paid order, only from RM 20.
 */
export async function referralDiscountFor(
  db: Database,
  userId: number,
  subtotalSen: number,
): Promise<number> {
  if (subtotalSen < REFERRAL_MIN_SUBTOTAL_SEN) return 0;
  const row = await db
    .select({
      referredBy: users.referredByUserId,
      paidBefore: sql<number>`exists (select 1 from orders o where o.user_id = ${userId} and o.paid_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row?.referredBy || Number(row.paidBefore)) return 0;
  return REFERRAL_DISCOUNT_SEN;
}

/**
 * The cron's rewards: every friend's discounted order paid at least 7 days before `now` and never
 * refunded (not a sen, card or credit) earns its referrer RM 10, once: the grant's unique index
 * on the order makes a second run, or two at once, write nothing.
 */
export async function grantReferralRewards(db: Database, now = Date.now(), limit = 100): Promise<number> {
  const due = await db
    .select({ orderId: orders.id, referrerId: users.referredByUserId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(creditGrants, and(eq(creditGrants.sourceOrderId, orders.id), eq(creditGrants.kind, "referral")))
    .where(
      and(
        gte(orders.referralDiscountSen, 1),
        lte(orders.paidAt, new Date(now - REWARD_AFTER_MS)),
        sql`${orders.status} in ('paid', 'delivered')`,
        eq(orders.refundedAmountSen, 0),
        eq(orders.creditRefundedSen, 0),
        isNull(creditGrants.id),
        ne(users.referredByUserId, 0),
      ),
    )
    .limit(limit);
  let granted = 0;
  for (const { orderId, referrerId } of due) {
    if (!referrerId) continue;
    const [inserted] = await db.batch([
      grantStatement(
        db,
        { userId: referrerId, kind: "referral", amountSen: REFERRAL_REWARD_SEN, sourceOrderId: orderId },
        now,
      )
        .onConflictDoNothing()
        .returning({ id: creditGrants.id }),
    ]);
    granted += inserted.length;
  }
  return granted;
}

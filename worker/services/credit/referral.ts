import { and, eq, gte, isNotNull, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { REFERRAL_CODE } from "../../../app/schemas/credit";
import type { Database } from "../../db/client";
import { creditGrants, orders, users } from "../../db/schema";
import { creditExpiry } from "./ledger";
import { normalisedMailbox, refuseReferral, selfReferralOf } from "./self-referral";

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
 * Is this customer a referred friend before their first paid order, and not the referrer
 * themself (decision 0062): the same mailbox, or the referrer's browser (`deviceTokens`, this
 * request's device cookie)? A refusal found now is kept, so the cart summary says it from then on.
 */
export async function stillReferred(db: Database, userId: number, deviceTokens: string[]): Promise<boolean> {
  const row = await db
    .select({
      email: users.email,
      referredBy: users.referredByUserId,
      refused: users.referralRefused,
      paidBefore: sql<number>`exists (select 1 from orders o where o.user_id = ${userId} and o.paid_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row?.referredBy || row.refused || Number(row.paidBefore)) return false;
  const refusal = await selfReferralOf(db, { referrerId: row.referredBy, email: row.email, deviceTokens });
  if (!refusal) return true;
  await refuseReferral(db, userId, refusal);
  return false;
}

/**
 * A guest who came by a friend's link (`code`, the `ref` cookie) and will be that friend's referred
 * account once they make one: their cart and checkout show the RM 10 they will pay without. Not in
 * the referrer's own browser (decision 0062); the mailbox is checked when the account is made.
 */
export async function guestReferred(db: Database, code: string | null, deviceTokens: string[]) {
  const referrerId = await referrerOf(db, code);
  if (!referrerId) return false;
  return !(await selfReferralOf(db, { referrerId, email: "", deviceTokens }));
}

/**
 * The cron's rewards: every friend's discounted order paid at least 7 days before `now`, never
 * refunded (not a sen, card or credit) nor disputed, earns its referrer RM 10, once. Not while the
 * friend's e-mail is unverified (the order waits for it), and never for a referral to oneself
 * (decision 0062): the friend's card is one the referrer pays with (Stripe's fingerprint), or
 * their mailbox is the referrer's; that refusal is kept. The grant is written only where the order
 * still stands in the same statement, so a refund or dispute landing meanwhile leaves nothing to
 * claw back; the grant's unique index on the order makes a second run, or two at once, write nothing.
 */
export async function grantReferralRewards(db: Database, now = Date.now(), limit = 100): Promise<number> {
  const referrer = alias(users, "referrer");
  const due = await db
    .select({
      orderId: orders.id,
      friendId: users.id,
      friendEmail: users.email,
      referrerId: referrer.id,
      referrerEmail: referrer.email,
      sameCard: sql<number>`exists (select 1 from orders f join orders r
        on r.card_fingerprint = f.card_fingerprint and r.user_id = ${referrer.id}
        where f.user_id = ${users.id} and f.card_fingerprint is not null)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(referrer, eq(referrer.id, users.referredByUserId))
    .leftJoin(creditGrants, and(eq(creditGrants.sourceOrderId, orders.id), eq(creditGrants.kind, "referral")))
    .where(
      and(
        gte(orders.referralDiscountSen, 1),
        lte(orders.paidAt, new Date(now - REWARD_AFTER_MS)),
        orderStands(sql`${orders.id}`),
        isNull(creditGrants.id),
        isNotNull(users.emailVerifiedAt),
        isNull(users.referralRefused),
        ne(referrer.id, users.id),
      ),
    )
    .limit(limit);
  let granted = 0;
  for (const row of due) {
    const refusal = Number(row.sameCard)
      ? "same_card"
      : normalisedMailbox(row.friendEmail) === normalisedMailbox(row.referrerEmail)
        ? "same_mailbox"
        : null;
    if (refusal) {
      await refuseReferral(db, row.friendId, refusal);
      continue;
    }
    const result = await db.run(rewardStatement(row.orderId, row.referrerId, now));
    granted += result.meta.changes ?? 0;
  }
  return granted;
}

/** Paid, shipped or delivered, nothing refunded (card or credit), not disputed: the order still earns its reward. */
const orderStands = (orderId: SQL) => sql`exists (select 1 from orders s where s.id = ${orderId}
  and s.status in ('paid', 'shipped', 'delivered') and s.refunded_amount_sen = 0 and s.credit_refunded_sen = 0
  and s.disputed_at is null)`;

/**
 * The referrer's RM 10, lasting 12 months, inserted only while the friend's order stands. Column
 * order of `credit_grants`: id, user_id, kind, amount_sen, remaining_sen, note, source_order_id,
 * granted_by, created_at, expires_at.
 */
function rewardStatement(orderId: number, referrerId: number, now: number) {
  return sql`insert into credit_grants
    select null, ${referrerId}, 'referral', ${REFERRAL_REWARD_SEN}, ${REFERRAL_REWARD_SEN}, null, ${orderId},
      null, ${now}, ${creditExpiry(now).getTime()}
    where ${orderStands(sql`${orderId}`)}
    on conflict do nothing`;
}

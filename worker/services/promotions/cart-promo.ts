import { eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import type { CartSummary } from "../../../app/schemas/cart";
import type { CartTotals, PromoDropped, PromoLine } from "../../../app/schemas/promotions";
import type { Database } from "../../db/client";
import { cartPromotions, promotionRedemptions, promotions } from "../../db/schema";
import {
  type CartOwner,
  cartLinesQuery,
  cartProductIds,
  listCart,
  summarise,
  toCartLines,
} from "../checkout/cart";
import { holdLimitStatements, toHoldLimits, withHoldLimits, withLimits } from "../checkout/hold-caps";
import { type CreditStanding, creditFromStanding, creditStandingQuery } from "../credit/checkout-credit";
import { countWrongGuess, type Guesser, refuseIfGuessedOut } from "./guesses";
import {
  describePromotion,
  discountOf,
  type PromotionUse,
  promoRefused,
  refusalMessage,
  refusalOf,
} from "./rules";

type Promotion = typeof promotions.$inferSelect;

function ownedBy(owner: CartOwner): SQL {
  return "userId" in owner
    ? eq(cartPromotions.userId, owner.userId)
    : eq(cartPromotions.sessionId, owner.sessionId);
}

const customerOf = (owner: CartOwner | null) => (owner && "userId" in owner ? owner.userId : null);

/** Codes are case-insensitive: they are stored upper-case. */
function findPromotion(db: Database, code: string) {
  return db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase())).get();
}

/**
 * How much a code is used. A customer's own held use does not count against them: their next
 * checkout cancels the unpaid one before it holds the code again.
 */
async function usageOf(db: Database, promotionId: number, userId: number | null): Promise<PromotionUse> {
  const notMine =
    userId === null
      ? sql`1`
      : or(
          ne(promotionRedemptions.state, "held"),
          sql`coalesce(${promotionRedemptions.userId}, 0) <> ${userId}`,
        );
  const row = await db
    .select({
      used: sql<number>`count(*) filter (where ${promotionRedemptions.state} in ('held', 'redeemed') and ${notMine})`,
      mine: sql<number>`count(*) filter (where ${promotionRedemptions.state} = 'redeemed' and ${promotionRedemptions.userId} = ${userId ?? -1})`,
    })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId))
    .get();
  return { used: Number(row?.used ?? 0), usedByCustomer: Number(row?.mine ?? 0) };
}

/** Why the code does not apply to this cart now, or null. */
async function checkCode(
  db: Database,
  promotion: Promotion,
  check: { owner: CartOwner | null; subtotalSen: number; now: number },
) {
  const use = await usageOf(db, promotion.id, customerOf(check.owner));
  return refusalOf(promotion, use, check);
}

const appliedPromotionQuery = (db: Database, owner: CartOwner) =>
  db
    .select({ promotion: promotions })
    .from(cartPromotions)
    .innerJoin(promotions, eq(promotions.id, cartPromotions.promotionId))
    .where(ownedBy(owner))
    .limit(1);

async function appliedPromotion(db: Database, owner: CartOwner | null) {
  if (!owner) return undefined;
  const [row] = await appliedPromotionQuery(db, owner);
  return row?.promotion;
}

/**
 * The cart's code and, for a signed-in customer, their credit standing, in one D1 round trip: a
 * page with a cart stays within its budget of three (the header's count, the session, these).
 */
async function cartMoneyReads(db: Database, owner: CartOwner | null, now: number) {
  const userId = customerOf(owner);
  if (!owner) return { promotion: undefined, standing: undefined };
  if (!userId) return { promotion: await appliedPromotion(db, owner), standing: undefined };
  const [promoRows, standingRows] = await db.batch([
    appliedPromotionQuery(db, owner),
    creditStandingQuery(db, userId, now),
  ]);
  return { promotion: promoRows[0]?.promotion, standing: standingRows[0] };
}

/**
 * The cart page's lines, each Physical SIM with its stock-hold cap, with its code and a signed-in
 * customer's credit standing, read in the same round trip (a guest's cart has no credit to read,
 * and reads its caps and code after its lines).
 */
export async function cartPageReads(
  db: Database,
  owner: CartOwner,
  locale: Locale,
  options: { now?: number; guestReferred?: boolean } = {},
) {
  const { now = Date.now() } = options;
  const userId = customerOf(owner);
  if (!userId) {
    const lines = await withHoldLimits(db, await listCart(db, owner, locale));
    return { lines, summary: await withPromo(db, owner, summarise(lines), options) };
  }
  const [rows, promoRows, standingRows, ...holdReads] = await db.batch([
    cartLinesQuery(db, owner, locale),
    appliedPromotionQuery(db, owner),
    creditStandingQuery(db, userId, now),
    ...holdLimitStatements(db, cartProductIds(db, owner)),
  ]);
  const lines = withLimits(await toCartLines(db, rows, locale), toHoldLimits(holdReads));
  const reads = { promotion: promoRows[0]?.promotion, standing: standingRows[0] };
  return { lines, summary: await summaryWith(db, reads, { owner, summary: summarise(lines), now }) };
}

/** The code's part of a cart of `subtotalSen`, checked again now (the cart or the code may have changed). */
async function promoPart(
  db: Database,
  promotion: Promotion | undefined,
  cart: { owner: CartOwner | null; subtotalSen: number; now: number },
) {
  const { owner, subtotalSen, now } = cart;
  if (!promotion) return { discountSen: 0, promo: null, promoDropped: null };
  const reason = await checkCode(db, promotion, { owner, subtotalSen, now });
  if (reason) {
    const min = reason === "min_subtotal" ? promotion.minSubtotalSen : undefined;
    const promoDropped: PromoDropped = {
      code: promotion.code,
      reason,
      error: refusalMessage(reason, promotion.minSubtotalSen),
      ...(min === undefined ? {} : { minSubtotal: senToDecimal(min), minSubtotalSen: min }),
    };
    return { discountSen: 0, promo: null, promoDropped };
  }
  const promo: PromoLine = {
    code: promotion.code,
    description: describePromotion(promotion.kind, promotion.value),
    kind: promotion.kind,
    value: promotion.value,
  };
  return { discountSen: discountOf(promotion, subtotalSen), promo, promoDropped: null };
}

/**
 * A page's cart summary with its code, a friend's RM 10 and credit counted (priceLines).
 * `guestReferred`: a guest who came by a friend's link (referral.ts's guestReferred).
 */
export async function withPromo(
  db: Database,
  owner: CartOwner | null,
  summary: CartSummary,
  options: { now?: number; guestReferred?: boolean } = {},
) {
  const { now = Date.now(), guestReferred } = options;
  return summaryWith(db, await cartMoneyReads(db, owner, now), { owner, summary, now, guestReferred });
}

async function summaryWith(
  db: Database,
  reads: { promotion: Promotion | undefined; standing: CreditStanding | undefined },
  cart: { owner: CartOwner | null; summary: CartSummary; now: number; guestReferred?: boolean },
) {
  const { owner, summary, now } = cart;
  const part = await promoPart(db, reads.promotion, { owner, subtotalSen: summary.subtotalSen, now });
  const credit = creditFromStanding(reads.standing, {
    subtotalSen: summary.subtotalSen,
    promotionSen: part.discountSen,
    guestReferred: cart.guestReferred,
  });
  const { withCredit, withoutCredit } = credit;
  return {
    ...summary,
    ...part,
    referralSen: withCredit.referralSen,
    referralRefused: credit.referralRefused,
    creditSen: withCredit.creditSen,
    creditBalanceSen: credit.balanceSen,
    // Before credit, which the checkout's box may leave out.
    totalSen: withoutCredit.totalSen,
    total: senToDecimal(withoutCredit.totalSen),
    price: { withCredit, withoutCredit },
  } satisfies CartSummary;
}

/** GET /api/cart/summary: the cart's totals with its code. */
export async function cartTotals(
  db: Database,
  owner: CartOwner | null,
  now = Date.now(),
): Promise<CartTotals> {
  const lines = owner ? await listCart(db, owner) : [];
  const { subtotalSen } = summarise(lines);
  const { promotion, standing } = await cartMoneyReads(db, owner, now);
  const { discountSen, promo, promoDropped } = await promoPart(db, promotion, { owner, subtotalSen, now });
  // Credit is used unless the customer unticks it at checkout; the total is what the card pays then.
  const { referralRefused, balanceSen, withCredit } = creditFromStanding(standing, {
    subtotalSen,
    promotionSen: discountSen,
  });
  const { referralSen, creditSen, totalSen } = withCredit;
  return {
    subtotal: senToDecimal(subtotalSen),
    discount: senToDecimal(discountSen),
    credit: senToDecimal(creditSen),
    total: senToDecimal(totalSen),
    subtotalSen,
    discountSen,
    creditSen,
    totalSen,
    referral: senToDecimal(referralSen),
    referralSen,
    referralRefused,
    creditBalance: senToDecimal(balanceSen),
    creditBalanceSen: balanceSen,
    promo,
    promoDropped,
  };
}

/**
 * POST /api/cart/promo: the code must apply to the cart as it is now; it replaces any other.
 * Wrong codes are limited per cart and per client (`client`, its rate-limit bucket).
 */
export async function applyPromo(db: Database, guesser: Guesser, code: string, now = Date.now()) {
  const { owner } = guesser;
  await refuseIfGuessedOut(db, guesser, now);
  const promotion = await findPromotion(db, code);
  if (!promotion) {
    await countWrongGuess(db, guesser, now);
    throw promoRefused("unknown");
  }
  const { subtotalSen } = summarise(await listCart(db, owner));
  const reason = await checkCode(db, promotion, { owner, subtotalSen, now });
  if (reason) throw promoRefused(reason, promotion.minSubtotalSen);
  const values =
    "userId" in owner
      ? { userId: owner.userId, promotionId: promotion.id }
      : { sessionId: owner.sessionId, promotionId: promotion.id };
  await db
    .insert(cartPromotions)
    .values({ ...values, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: "userId" in owner ? cartPromotions.userId : cartPromotions.sessionId,
      set: { promotionId: promotion.id, createdAt: new Date(now) },
    });
  return cartTotals(db, owner, now);
}

/** DELETE /api/cart/promo. */
export async function removePromo(db: Database, owner: CartOwner | null) {
  if (owner) await db.delete(cartPromotions).where(ownedBy(owner));
  return cartTotals(db, owner);
}

/**
 * The code a checkout uses, checked once more. A cart under the code's minimum pays full price
 * (the summary said so, with the reason); any other refusal stops the checkout with its message,
 * so nobody pays another amount than the one they saw.
 */
export async function promoForCheckout(db: Database, userId: number, subtotalSen: number, now: number) {
  const owner = { userId };
  const promotion = await appliedPromotion(db, owner);
  if (!promotion) return null;
  const reason = await checkCode(db, promotion, { owner, subtotalSen, now });
  if (reason === "min_subtotal") return null;
  if (reason) throw promoRefused(reason, promotion.minSubtotalSen);
  return { promotion, discountSen: discountOf(promotion, subtotalSen) };
}

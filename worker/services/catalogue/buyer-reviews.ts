import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { BuyerReviewSchema, ReviewStanding } from "../../../app/schemas/reviews";
import type { Database } from "../../db/client";
import { orderItems, orders, products, reviews, users } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";
import { isPlan } from "./sellable";

/** Per customer, shared by POST /api/reviews and the order and plan pages' forms. */
const REVIEW_RATE_LIMIT: RateLimitRule = { scope: "review:user", limit: 10, windowMs: 60 * 60_000 };

const NOT_BOUGHT = "Only customers who bought this plan can review it";
const NOT_DELIVERED = "You can review this plan once your order of it has been delivered";
const ALREADY_REVIEWED = "You have already reviewed this plan";

type BuyerReview = z.output<typeof BuyerReviewSchema>;

/** What a line of an order counts for: a delivered, not fully refunded line is a purchase. */
const countsAsDelivered = sql<number>`${orders.status} = 'delivered' and ${orderItems.refundedAmountSen} < ${orderItems.priceSen} * ${orderItems.quantity}`;

/**
 * The two reads behind a customer's standings, for a caller's own D1 batch (the plan page's): their
 * reviews and their order lines of these plans, given by id or, before the caller knows it, by slug.
 */
export function reviewStandingStatements(db: Database, userId: number, plans: number[] | { slug: string }) {
  const ofPlans = (column: typeof reviews.productId | typeof orderItems.productId) =>
    Array.isArray(plans)
      ? inArray(column, plans)
      : eq(column, sql`(select ${products.id} from ${products} where ${products.slug} = ${plans.slug})`);
  return [
    db
      .select({ productId: reviews.productId, status: reviews.status, createdAt: reviews.createdAt })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), ofPlans(reviews.productId))),
    db
      .select({ productId: orderItems.productId, delivered: countsAsDelivered })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), ofPlans(orderItems.productId))),
  ] as const;
}

type StandingReads = readonly [
  written: Awaited<ReturnType<typeof reviewStandingStatements>[0]>,
  lines: Awaited<ReturnType<typeof reviewStandingStatements>[1]>,
];

/**
 * Where this customer stands with each plan, from those reads: may review it (a delivered order of
 * it and no review yet), has reviewed it, bought it but nothing delivered, or never bought it.
 */
export function toReviewStandings(
  productIds: number[],
  [written, lines]: StandingReads,
): Map<number, ReviewStanding> {
  const standings = new Map<number, ReviewStanding>();
  for (const id of productIds) {
    const review = written.find((r) => r.productId === id);
    const bought = lines.filter((l) => l.productId === id);
    standings.set(
      id,
      review
        ? { kind: "reviewed", status: review.status, createdAt: review.createdAt.toISOString() }
        : bought.some((l) => Number(l.delivered) === 1)
          ? { kind: "can-review", productId: id }
          : bought.length > 0
            ? { kind: "not-delivered" }
            : { kind: "not-bought" },
    );
  }
  return standings;
}

/** Where this customer stands with each plan (toReviewStandings), in one round trip. */
export async function reviewStandings(
  db: Database,
  userId: number,
  productIds: number[],
): Promise<Map<number, ReviewStanding>> {
  if (productIds.length === 0) return new Map();
  return toReviewStandings(productIds, await db.batch(reviewStandingStatements(db, userId, productIds)));
}

/** "Aina R.": the first name and the last name's initial, or the username when there is no name. */
function publicName(user: { username: string; firstName: string | null; lastName: string | null }) {
  const first = user.firstName?.trim();
  if (!first) return user.username;
  const initial = user.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * A buyer's review of a plan, once, and only with a delivered order of it (then "Verified
 * purchase"). It waits for staff to publish it; nothing on the storefront changes until then.
 */
export async function submitBuyerReview(
  db: Database,
  {
    userId,
    productId,
    review,
    now = Date.now(),
  }: { userId: number; productId: number; review: BuyerReview; now?: number },
) {
  await enforceRateLimit(db, REVIEW_RATE_LIMIT, String(userId), { now });
  const [[plan], [author], [already], lines] = await db.batch([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isPlan)),
    db
      .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId))),
    db
      .select({ orderId: orders.id, delivered: countsAsDelivered })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)))
      .orderBy(desc(orders.id)),
  ]);
  if (!plan || !author) throw new NotFoundError({ key: "forms.product_not_found" });
  if (already) throw new ConflictError(ALREADY_REVIEWED);
  const delivered = lines.find((l) => Number(l.delivered) === 1);
  if (!delivered) throw new ForbiddenError(lines.length > 0 ? NOT_DELIVERED : NOT_BOUGHT);
  const at = new Date(now);
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      userId,
      orderId: delivered.orderId,
      customerName: publicName(author),
      rating: review.rating,
      comment: review.comment,
      tripMonth: review.tripMonth,
      source: "buyer",
      status: "pending",
      verified: true,
      featured: false,
      createdAt: at,
      updatedAt: at,
    })
    // Two tabs posting at once: the unique index keeps one, the other is told it is already there.
    .onConflictDoNothing()
    .returning({ id: reviews.id, status: reviews.status, createdAt: reviews.createdAt });
  if (!row) throw new ConflictError(ALREADY_REVIEWED);
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}

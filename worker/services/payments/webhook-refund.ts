import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { formatRm } from "../../../app/lib/money";
import { positiveIdOrNull } from "../../../app/schemas/id";
import { canTransition, REFUNDABLE_STATUSES } from "../../../app/schemas/order-lifecycle";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { StripeCharge, StripeEvent } from "../../integrations/stripe";
import { clawbackStatements } from "../credit/clawback";
import { refundIssuedEmailStatement } from "../email/outbox";
import { UnavailableError } from "../errors";
import { moveFromAnyStatements, type OrderCause } from "../orders/lifecycle";
import { withdrawEsimsStatement } from "../orders/refunds/esim-withdrawals";
import { creditNoteStatement } from "../receipts/numbers";

type Order = typeof orders.$inferSelect;
type Statement = BatchItem<"sqlite">;

export interface Decision {
  orderId: number | null;
  outcome: "applied" | "ignored" | "amount_mismatch" | "unknown_order";
  note?: string;
  statements: Statement[];
  paid?: boolean;
  /** The order is refunded in full by this event: its eSIMs are cancelled once it has committed. */
  refunded?: boolean;
}

export const stringId = (value: unknown) =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? String(value.id)
      : null;

/**
 * What a refund of `refundedSen` (Stripe's running total for the charge) writes: the amount only
 * ever grows (max), so events and the staff refund agree whichever lands first; refunded in full,
 * the order moves to `refunded` (from whichever paid status it is in) and the customer is told.
 */
export function refundStatements(
  db: Database,
  order: Pick<Order, "id" | "totalAmountSen" | "creditAmountSen" | "creditRefundedSen">,
  refund: { refundedSen: number; cause: OrderCause; now: number },
): Statement[] {
  const { refundedSen, cause, now } = refund;
  const statements: Statement[] = [
    db
      .update(orders)
      .set({ refundedAmountSen: sql`max(${orders.refundedAmountSen}, ${refundedSen})` })
      .where(eq(orders.id, order.id)),
    creditNoteStatement(db, order.id, now),
    // A friend's order refunded at Stripe: the referrer's reward for it comes back (decision 0062).
    ...clawbackStatements(db, { orderId: order.id, cause: "refund", now }),
  ];
  // An order paid partly with credit is refunded in full from the back office, which gives the
  // credit back; Stripe's refund of its card part alone does not make it refunded.
  if (refundedSen < order.totalAmountSen || order.creditAmountSen > order.creditRefundedSen)
    return statements;
  return [
    ...statements,
    ...moveFromAnyStatements(db, {
      orderId: order.id,
      from: REFUNDABLE_STATUSES,
      to: "refunded",
      cause,
      note: `Refunded ${formatRm(refundedSen)}`,
      at: new Date(now),
    }),
    refundIssuedEmailStatement(db, order.id),
    withdrawEsimsStatement(db, { orderId: order.id }),
  ];
}

const byId = (db: Database, id: number) => db.select().from(orders).where(eq(orders.id, id)).get();

/**
 * The order a charge belongs to: by its payment intent, else by the charge itself, else by the
 * order id the checkout put in the intent's metadata (a refund can reach us before the payment
 * event that told us the intent). An order that names another intent is not this charge's.
 */
export async function orderOfCharge(
  db: Database,
  charge: Pick<StripeCharge, "id" | "payment_intent" | "metadata">,
): Promise<Order | undefined> {
  const paymentIntentId = stringId(charge.payment_intent);
  const byIntent = paymentIntentId
    ? await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).get()
    : undefined;
  if (byIntent) return byIntent;
  const byCharge =
    typeof charge.id === "string"
      ? await db.select().from(orders).where(eq(orders.stripeChargeId, charge.id)).get()
      : undefined;
  if (byCharge) return byCharge;
  const metaOrder = positiveIdOrNull(charge.metadata?.orderId);
  const byMetadata = metaOrder ? await byId(db, metaOrder) : undefined;
  if (byMetadata?.paymentIntentId && byMetadata.paymentIntentId !== paymentIntentId) return undefined;
  return byMetadata;
}

/**
 * charge.refunded. An event the shop cannot place yet (no such order, or its payment not seen
 * yet) is refused with a 503 and not recorded, so Stripe delivers it again later.
 */
export async function decideRefund(
  db: Database,
  event: StripeEvent,
  charge: StripeCharge,
  now: number,
): Promise<Decision> {
  const order = await orderOfCharge(db, charge);
  if (!order) throw new UnavailableError(`No order for ${charge.id} yet`);
  if (order.status === "pending") throw new UnavailableError(`Order ${order.id} has no payment yet`);
  if (charge.currency?.toLowerCase() !== order.currency) {
    return {
      orderId: order.id,
      outcome: "amount_mismatch",
      note: `Refund in ${charge.currency}`,
      statements: [],
    };
  }
  const refunded = Math.min(charge.amount_refunded, order.totalAmountSen);
  const full = charge.refunded || refunded >= order.totalAmountSen;
  const statements = refundStatements(db, order, {
    refundedSen: full ? order.totalAmountSen : refunded,
    cause: `webhook:${event.id}`,
    now,
  });
  if (typeof charge.id === "string") {
    statements.push(
      db
        .update(orders)
        .set({ stripeChargeId: sql`coalesce(${orders.stripeChargeId}, ${charge.id})` })
        .where(eq(orders.id, order.id)),
    );
  }
  return {
    orderId: order.id,
    outcome: "applied",
    note: `Refunded ${refunded} sen`,
    statements,
    refunded: full && canTransition(order.status, "refunded"),
  };
}

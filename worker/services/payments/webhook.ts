import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { cartItems, orderEvents, orderItems, orders, stripeEvents } from "../../db/schema";
import {
  type CheckoutSession,
  type PaymentDetails,
  retrievePaymentDetails,
  type StripeCharge,
  type StripeEvent,
  type StripeKeys,
  verifyWebhook,
} from "../../integrations/stripe";
import { isUniqueViolation } from "../admin/lists";
import { dispatchOrderEmails, refundIssuedEmailStatement } from "../email/outbox";
import { InvalidError } from "../errors";
import { afterPaidCommitted, paidStatements } from "../orders/after-paid";
import { canTransition, moveFromAnyStatements, moveStatements } from "../orders/lifecycle";
import { paymentConfig, webhookSeenStatement } from "./config";
import { releaseStockStatements, takeStockStatements } from "./stock";

type Order = typeof orders.$inferSelect;
type Statement = BatchItem<"sqlite">;

interface Decision {
  orderId: number | null;
  outcome: "applied" | "ignored" | "amount_mismatch" | "unknown_order";
  note?: string;
  statements: Statement[];
  paid?: boolean;
}

export interface WebhookResult {
  received: true;
  duplicate: boolean;
  outcome?: Decision["outcome"];
}

/**
 * POST /api/webhooks/stripe. Verifies the raw body (400 on a bad, missing or stale signature, and
 * nothing changes), then applies the event once: its id goes into stripe_events in the same batch
 * as its effect, so a replay (or a concurrent duplicate) answers 200 and does nothing. Orders move
 * only along allowed transitions, so events that arrive late or out of order change nothing.
 */
export async function handleStripeWebhook(
  db: Database,
  env: Env,
  body: string,
  signature: string | null,
  now = Date.now(),
): Promise<WebhookResult> {
  const config = await paymentConfig(db, env);
  if (!config.webhookSecret) throw new InvalidError("Stripe webhooks are not configured");
  const event = await verifyWebhook(body, signature, config.webhookSecret);

  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .get();
  if (seen) return { received: true, duplicate: true };

  const decision = await decide(db, event, now, config.keys);
  try {
    await db.batch([
      // First, so that a concurrent duplicate fails on the primary key before any effect.
      db.insert(stripeEvents).values({
        id: event.id,
        type: event.type,
        orderId: decision.orderId,
        outcome: decision.outcome,
        note: decision.note ?? null,
        createdAt: new Date(now),
      }),
      ...decision.statements,
      webhookSeenStatement(db, now),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true, duplicate: true };
    throw error;
  }
  if (
    decision.paid &&
    decision.orderId &&
    (await movedBy(db, decision.orderId, "paid", `webhook:${event.id}`))
  ) {
    await afterPaidCommitted(env, db, decision.orderId);
  } else if (decision.orderId && decision.outcome === "applied") {
    // Whatever else this event wrote to the outbox (a refund e-mail) goes out now it has committed.
    await dispatchOrderEmails(env, db, decision.orderId);
  }
  return { received: true, duplicate: false, outcome: decision.outcome };
}

async function movedBy(db: Database, orderId: number, to: Order["status"], cause: string) {
  const row = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, to), eq(orderEvents.cause, cause)))
    .get();
  return Boolean(row);
}

async function decide(
  db: Database,
  event: StripeEvent,
  now: number,
  keys: StripeKeys | null,
): Promise<Decision> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return decideSession(db, event, event.data.object as CheckoutSession, now, keys);
    case "charge.refunded":
      return decideRefund(db, event, event.data.object as StripeCharge, now);
    default:
      return { orderId: null, outcome: "ignored", note: "Event type not handled", statements: [] };
  }
}

function orderIdOf(session: CheckoutSession): number | null {
  const raw = session.metadata?.orderId ?? session.client_reference_id;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const stringId = (value: unknown) =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? String(value.id)
      : null;

async function decideSession(
  db: Database,
  event: StripeEvent,
  session: CheckoutSession,
  now: number,
  keys: StripeKeys | null,
): Promise<Decision> {
  const orderId = orderIdOf(session);
  const order = orderId ? await db.select().from(orders).where(eq(orders.id, orderId)).get() : undefined;
  if (!order)
    return { orderId: null, outcome: "unknown_order", note: `No order for ${session.id}`, statements: [] };
  const base = { orderId: order.id };
  if (order.stripeCheckoutSessionId && order.stripeCheckoutSessionId !== session.id) {
    return { ...base, outcome: "ignored", note: `Session ${session.id} is not this order's`, statements: [] };
  }
  const cause = `webhook:${event.id}` as const;

  if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") {
    if (!canTransition(order.status, "cancelled")) {
      return { ...base, outcome: "ignored", note: `Order is ${order.status}`, statements: [] };
    }
    const note = event.type === "checkout.session.expired" ? "Checkout session expired" : "Payment failed";
    return {
      ...base,
      outcome: "applied",
      note,
      statements: [
        ...moveStatements(db, {
          orderId: order.id,
          from: order.status,
          to: "cancelled",
          cause,
          note,
          at: new Date(now),
        }),
        ...releaseStockStatements(db, order.id, now),
      ],
    };
  }

  // completed / async_payment_succeeded: the money must be the order's, to the sen.
  if (session.amount_total !== order.totalAmountSen || session.currency?.toLowerCase() !== order.currency) {
    return {
      ...base,
      outcome: "amount_mismatch",
      note: `Session says ${session.amount_total} ${session.currency}, order is ${order.totalAmountSen} ${order.currency}`,
      statements: [],
    };
  }
  const paymentIntentId = stringId(session.payment_intent);
  const paidNow =
    event.type === "checkout.session.async_payment_succeeded" || session.payment_status !== "unpaid";
  const charged = paidNow && paymentIntentId && keys ? await chargeDetails(keys, paymentIntentId) : null;
  const paymentMethod = charged?.methodType ?? paymentMethodOf(session);
  const details = db
    .update(orders)
    .set({
      ...(paymentIntentId ? { paymentIntentId } : {}),
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(charged?.chargeId
        ? {
            stripeChargeId: charged.chargeId,
            paymentMethodBrand: charged.brand,
            paymentMethodLast4: charged.last4,
          }
        : {}),
      stripeCheckoutSessionId: session.id,
    })
    .where(eq(orders.id, order.id));

  if (!paidNow) {
    return { ...base, outcome: "applied", note: "Awaiting a delayed payment method", statements: [details] };
  }
  if (order.status !== "pending") {
    return { ...base, outcome: "ignored", note: `Order is ${order.status}`, statements: [details] };
  }
  return {
    ...base,
    outcome: "applied",
    note: "Paid",
    paid: true,
    statements: [
      details,
      ...moveStatements(db, { orderId: order.id, from: "pending", to: "paid", cause, at: new Date(now) }),
      db
        .update(orders)
        .set({ paidAt: new Date(now) })
        .where(and(eq(orders.id, order.id), eq(orders.status, "paid"))),
      ...takeStockStatements(db, order.id, now),
      // What was bought leaves the cart (lines added after checkout began stay).
      ...(order.userId
        ? [
            db
              .delete(cartItems)
              .where(
                and(
                  eq(cartItems.userId, order.userId),
                  inArray(
                    cartItems.productId,
                    db
                      .select({ id: orderItems.productId })
                      .from(orderItems)
                      .where(eq(orderItems.orderId, order.id)),
                  ),
                ),
              ),
          ]
        : []),
      ...paidStatements(db, order.id),
    ],
  };
}

/**
 * The charge and card behind a paid session, for the order desk. Best effort: the order is paid
 * whether or not Stripe answers this second call, so a failure leaves the details empty (the desk
 * shows a dash) instead of refusing the event and delaying fulfilment.
 */
async function chargeDetails(keys: StripeKeys, paymentIntentId: string): Promise<PaymentDetails | null> {
  try {
    return await retrievePaymentDetails(keys, paymentIntentId);
  } catch (error) {
    console.warn(`Payment details of ${paymentIntentId} unavailable: ${(error as Error).message}`);
    return null;
  }
}

/** The method the customer used when the session says (a stand-in or an expanded object), else the offer. */
function paymentMethodOf(session: CheckoutSession): string | null {
  const types = session.payment_method_types ?? [];
  return types.length === 1 ? (types[0] ?? null) : null;
}

async function decideRefund(
  db: Database,
  event: StripeEvent,
  charge: StripeCharge,
  now: number,
): Promise<Decision> {
  const paymentIntentId = stringId(charge.payment_intent);
  const metaOrder = Number(charge.metadata?.orderId);
  const order = paymentIntentId
    ? await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).get()
    : Number.isSafeInteger(metaOrder) && metaOrder > 0
      ? await db.select().from(orders).where(eq(orders.id, metaOrder)).get()
      : undefined;
  if (!order)
    return { orderId: null, outcome: "unknown_order", note: `No order for ${charge.id}`, statements: [] };
  if (charge.currency?.toLowerCase() !== order.currency) {
    return {
      orderId: order.id,
      outcome: "amount_mismatch",
      note: `Refund in ${charge.currency}`,
      statements: [],
    };
  }
  const refunded = Math.min(charge.amount_refunded, order.totalAmountSen);
  const statements: Statement[] = [
    db
      .update(orders)
      .set({
        refundedAmountSen: sql`max(${orders.refundedAmountSen}, ${refunded})`,
        ...(typeof charge.id === "string"
          ? { stripeChargeId: sql`coalesce(${orders.stripeChargeId}, ${charge.id})` }
          : {}),
      })
      .where(eq(orders.id, order.id)),
  ];
  const full = charge.refunded || refunded >= order.totalAmountSen;
  if (full && canTransition(order.status, "refunded")) {
    statements.push(
      ...moveFromAnyStatements(db, {
        orderId: order.id,
        from: ["paid", "delivered", "failed"],
        to: "refunded",
        cause: `webhook:${event.id}`,
        note: `Refunded RM ${(refunded / 100).toFixed(2)}`,
        at: new Date(now),
      }),
      refundIssuedEmailStatement(db, order.id),
    );
  }
  return { orderId: order.id, outcome: "applied", note: `Refunded ${refunded} sen`, statements };
}

import { and, eq } from "drizzle-orm";
import { positiveIdOrNull } from "../../../app/schemas/id";
import { canTransition } from "../../../app/schemas/order-lifecycle";
import type { Database } from "../../db/client";
import { orderEvents, orders, stripeEvents } from "../../db/schema";
import {
  type CheckoutSession,
  type PaymentDetails,
  retrievePaymentDetails,
  type StripeCharge,
  type StripeDispute,
  type StripeEvent,
  type StripeKeys,
  verifyWebhook,
} from "../../integrations/stripe";
import { releaseStockStatements } from "../checkout/stock";
import { releaseCreditStatements } from "../credit/ledger";
import { dispatchOrderEmails, orderEmailStatement } from "../email/outbox";
import { InvalidError, UnavailableError } from "../errors";
import { afterPaidCommitted, paidStatements } from "../orders/after-paid";
import { moveStatements, type OrderCause } from "../orders/lifecycle";
import { cancelRefundedEsims, supplierOf } from "../orders/refunds/esim-withdrawals";
import { releasePromotionStatement } from "../promotions/holds";
import { receiptStatement } from "../receipts/numbers";
import { isUniqueViolation } from "../shared/lists";
import { paymentConfig, webhookSeenStatement } from "./config";
import { paidMoveStatements } from "./paid-move";
import { decideDispute } from "./webhook-dispute";
import { type Decision, decideRefund, refundStatements, stringId } from "./webhook-refund";

type Order = typeof orders.$inferSelect;

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
  delivery: { body: string; signature: string | null; now?: number },
): Promise<WebhookResult> {
  const { body, signature, now = Date.now() } = delivery;
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
    if (decision.refunded) await cancelRefundedEsims(db, supplierOf(env), { orderId: decision.orderId });
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
      return decideSession(db, event, now, keys);
    case "charge.refunded":
      return decideRefund(db, event, event.data.object as StripeCharge, now);
    case "charge.dispute.created":
      return decideDispute(db, event.data.object as StripeDispute, now);
    default:
      return { orderId: null, outcome: "ignored", note: "Event type not handled", statements: [] };
  }
}

function orderIdOf(session: CheckoutSession): number | null {
  return positiveIdOrNull(session.metadata?.orderId ?? session.client_reference_id);
}

async function decideSession(
  db: Database,
  event: StripeEvent,
  now: number,
  keys: StripeKeys | null,
): Promise<Decision> {
  const session = event.data.object as CheckoutSession;
  const orderId = orderIdOf(session);
  const order = orderId ? await db.select().from(orders).where(eq(orders.id, orderId)).get() : undefined;
  // Not recorded: a 503 makes Stripe deliver it again, by when the order may exist.
  if (!order) throw new UnavailableError(`No order for ${session.id} yet`);
  const base = { orderId: order.id };
  if (order.stripeCheckoutSessionId && order.stripeCheckoutSessionId !== session.id) {
    return { ...base, outcome: "ignored", note: `Session ${session.id} is not this order's`, statements: [] };
  }
  const cause = `webhook:${event.id}` as const;

  if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") {
    return sessionEnded(db, order, { event, cause, now });
  }
  return sessionCompleted(db, order, { session, event, cause, now, keys });
}

interface SessionEvent {
  event: StripeEvent;
  cause: OrderCause;
  now: number;
}

/** The session expired or its payment failed: the order is cancelled and what it held goes back. */
function sessionEnded(db: Database, order: Order, { event, cause, now }: SessionEvent): Decision {
  const base = { orderId: order.id };
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
      releasePromotionStatement(db, order.id),
      ...releaseCreditStatements(db, order.id),
    ],
  };
}

/** The session completed (or its delayed payment came through): the money must be the order's, to the sen. */
async function sessionCompleted(
  db: Database,
  order: Order,
  { session, event, cause, now, keys }: SessionEvent & { session: CheckoutSession; keys: StripeKeys | null },
): Promise<Decision> {
  const base = { orderId: order.id };
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
  const refundedSen = Math.min(charged?.amountRefunded ?? 0, order.totalAmountSen);
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
            cardFingerprint: charged.fingerprint,
          }
        : {}),
      stripeCheckoutSessionId: session.id,
    })
    .where(eq(orders.id, order.id));

  if (!paidNow) {
    // The one moment "we received your order" says something: the money is on its way (FPX, a
    // bank's delay). A payment that goes through at once is told by its receipt (decision 0037).
    const received = order.status === "pending" ? [orderEmailStatement(db, order.id, "order_received")] : [];
    return {
      ...base,
      outcome: "applied",
      note: "Awaiting a delayed payment method",
      statements: [details, ...received],
    };
  }
  if (order.status !== "pending") {
    return { ...base, outcome: "ignored", note: `Order is ${order.status}`, statements: [details] };
  }
  const paidMove = [details, ...paidMoveStatements(db, order, { cause, now })];
  if (refundedSen >= order.totalAmountSen) {
    // Refunded at Stripe before this event arrived: paid and refunded at once, nothing to fulfil.
    return {
      ...base,
      outcome: "applied",
      note: "Paid, and already refunded in full",
      refunded: true,
      statements: [
        ...paidMove,
        receiptStatement(db, order.id),
        ...refundStatements(db, order, { refundedSen, cause, now }),
      ],
    };
  }
  return {
    ...base,
    outcome: "applied",
    note: refundedSen > 0 ? `Paid, ${refundedSen} sen already refunded` : "Paid",
    paid: true,
    statements: [
      ...paidMove,
      ...(refundedSen > 0 ? refundStatements(db, order, { refundedSen, cause, now }) : []),
      ...paidStatements(db, order.id),
    ],
  };
}

/**
 * The charge behind a paid session: its card for the order desk, and how much of it was refunded
 * already (a refund made at Stripe before this event reached us). Stripe out of reach throws, so
 * the event answers 503 and comes again rather than paying an order whose refund went unseen; an
 * intent Stripe does not know leaves the details empty (the desk shows a dash).
 */
async function chargeDetails(keys: StripeKeys, paymentIntentId: string): Promise<PaymentDetails | null> {
  try {
    return await retrievePaymentDetails(keys, paymentIntentId);
  } catch (error) {
    if (error instanceof InvalidError) return null;
    throw error;
  }
}

/** The method the customer used when the session says (a stand-in or an expanded object), else the offer. */
function paymentMethodOf(session: CheckoutSession): string | null {
  const types = session.payment_method_types ?? [];
  return types.length === 1 ? (types[0] ?? null) : null;
}

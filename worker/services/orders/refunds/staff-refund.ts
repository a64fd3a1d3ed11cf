import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { formatRm } from "../../../../app/lib/money";
import { SEEDED_REFUND } from "../../../../app/lib/refund-words";
import { isRefundable, REFUNDABLE_STATUSES } from "../../../../app/schemas/order-lifecycle";
import type { Database } from "../../../db/client";
import { orderItems, orderRefunds, orders } from "../../../db/schema";
import { createRefund } from "../../../integrations/stripe";
import { type Actor, auditInsert } from "../../audit/log";
import { clawbackStatements } from "../../credit/clawback";
import { returnCreditStatements } from "../../credit/ledger";
import { dispatchOrderEmails, refundIssuedEmailStatement } from "../../email/outbox";
import { ConflictError, NotFoundError, UnavailableError } from "../../errors";
import { paymentConfig } from "../../payments/config";
import { creditNoteStatement } from "../../receipts/numbers";
import { moveFromAnyStatements } from "../lifecycle";
import { cancelRefundedEsims, supplierOf, withdrawEsimsStatement } from "./esim-withdrawals";
import { refundable } from "./refundable";

export interface StaffRefund {
  actor: Actor;
  orderId: number;
  /** One line's refund; without it, the whole remaining amount. */
  orderItemId?: number;
  /** Written in the same batch (the decided refund request). */
  extra?: BatchItem<"sqlite">[];
  /** The audit row's action, ORDER_REFUND unless the refund answers a request. */
  action?: string;
  auditDetails?: Record<string, unknown>;
  now?: number;
}

/**
 * Staff refund through Stripe's refunds API: the whole remaining amount, or one line's. The
 * idempotency key names the order, the line and how much was refunded before, so a double click
 * cannot refund twice while a later refund of another line gets its own key. The refunded amounts
 * only ever grow (max), so the charge.refunded webhook and this batch agree whichever lands first.
 */
export async function refundOrder(db: Database, env: Env, refund: StaffRefund) {
  const { orderId, now = Date.now() } = refund;
  const owed = await owedNow(db, refund);
  const { order, cardSen, creditSen } = owed;
  // A seeded order's payment id was never Stripe's: its refund is recorded here, and nowhere else.
  const seeded = order.paymentProvider === "seed";
  const stripeRefund =
    cardSen > 0 && !seeded
      ? await refundCard(db, env, { order, orderItemId: refund.orderItemId, amountSen: cardSen })
      : null;
  const refundedAfter = order.refundedAmountSen + cardSen;
  const full = refundedAfter >= order.totalAmountSen && creditSen >= owed.creditLeft;
  const refundId =
    stripeRefund?.id ??
    (seeded && cardSen > 0
      ? `seed-${orderId}-${order.refundedAmountSen}`
      : `credit-${orderId}-${order.creditRefundedSen}`);
  // A full refund withdraws every eSIM of the order; a line's refund, that line's.
  const scope = { orderId, orderItemId: full ? null : (owed.item?.id ?? null) };
  const outcome: RefundOutcome = { ...owed, stripeRefund, refundedAfter, full, refundId, seeded, scope, now };
  await db.batch([...moneyStatements(db, refund, outcome), ...recordStatements(db, refund, outcome)]);
  await dispatchOrderEmails(env, db, orderId);
  await cancelRefundedEsims(db, supplierOf(env), scope);
  const via = seeded ? "seed" : order.paymentMethod;
  return { orderId, refundedSen: owed.amount, creditSen, refundId, full, via };
}

/**
 * What the refund pays now: the order's remaining amount or one line's, split between card and
 * credit by the same function the order desk shows before staff confirm (refundable.ts).
 */
async function owedNow(db: Database, { orderId, orderItemId }: StaffRefund) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new NotFoundError("Order not found");
  // An order credit paid in full has no payment intent: it is refunded in credit alone.
  if (!isRefundable(order.status) || (!order.paymentIntentId && order.totalAmountSen > 0)) {
    throw new ConflictError(`Only a paid order can be refunded (this one is ${order.status})`);
  }
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const item = orderItemId ? items.find((line) => line.id === orderItemId) : undefined;
  if (orderItemId && !item) throw new NotFoundError("Order line not found");
  const owed = refundable(order, items);
  const { totalSen: amount, cardSen, creditSen } = (item && owed.lines.get(item.id)) || owed.order;
  if (amount <= 0) throw new ConflictError("Nothing left to refund");
  const creditLeft = order.creditAmountSen - order.creditRefundedSen;
  return { order, item, amount, cardSen, creditSen, creditLeft };
}

type Owed = Awaited<ReturnType<typeof owedNow>>;

interface RefundOutcome extends Owed {
  stripeRefund: { id: string; amount: number } | null;
  refundedAfter: number;
  full: boolean;
  refundId: string;
  seeded: boolean;
  scope: { orderId: number; orderItemId: number | null };
  now: number;
}

/** The money side of the batch: the amounts (which only ever grow), Stripe's id, credit and claw-backs. */
function moneyStatements(
  db: Database,
  refund: StaffRefund,
  outcome: RefundOutcome,
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const { orderId, actor } = refund;
  const { item, amount, creditSen, stripeRefund, refundedAfter, now } = outcome;
  return [
    db
      .update(orders)
      .set({ refundedAmountSen: sql`max(${orders.refundedAmountSen}, ${refundedAfter})` })
      .where(eq(orders.id, orderId)),
    // Stripe's id for the desk; a replayed idempotent call answers the same refund, recorded once.
    ...(stripeRefund
      ? [
          db
            .insert(orderRefunds)
            .values({
              orderId,
              orderItemId: item?.id ?? null,
              stripeRefundId: stripeRefund.id,
              amountSen: stripeRefund.amount,
              createdBy: actor.id,
              createdAt: new Date(now),
            })
            .onConflictDoNothing({ target: orderRefunds.stripeRefundId }),
        ]
      : []),
    ...(creditSen > 0 ? returnCreditStatements(db, { orderId, upToSen: creditSen, now }) : []),
    // A friend's order refunded: the referrer's reward for it comes back (decision 0062).
    ...clawbackStatements(db, { orderId, cause: "refund", now }),
    creditNoteStatement(db, orderId, now),
    ...(item
      ? [
          db
            .update(orderItems)
            .set({
              refundedAmountSen: sql`max(${orderItems.refundedAmountSen}, ${item.refundedAmountSen + amount})`,
            })
            .where(eq(orderItems.id, item.id)),
        ]
      : []),
  ];
}

/** The record side of the batch: the order's move, the customer's e-mail, the eSIMs withdrawn, the audit row. */
function recordStatements(db: Database, refund: StaffRefund, outcome: RefundOutcome): BatchItem<"sqlite">[] {
  const { orderId, orderItemId, actor } = refund;
  const { order, item, amount, creditSen, refundedAfter, full, refundId, seeded, scope, now } = outcome;
  return [
    ...(full
      ? moveFromAnyStatements(db, {
          orderId,
          // Any refundable status: fulfilment can move paid → delivered while Stripe answers.
          from: REFUNDABLE_STATUSES,
          to: "refunded",
          cause: `staff:${actor.id}`,
          note: `Refunded ${formatRm(refundedAfter + order.creditRefundedSen + creditSen)}${seeded ? " (seeded order: in the shop only, no payment provider was charged)" : ""}`,
          at: new Date(now),
        })
      : []),
    refundIssuedEmailStatement(
      db,
      orderId,
      full || !item ? undefined : { refundId, amountSen: amount, orderItemId: item.id },
    ),
    withdrawEsimsStatement(db, scope),
    ...(refund.extra ?? []),
    auditInsert(
      db,
      actor,
      {
        action: refund.action ?? "ORDER_REFUND",
        targetType: "order",
        targetId: orderId,
        details: {
          amountSen: amount,
          creditSen,
          orderItemId: orderItemId ?? null,
          refundId,
          full,
          // Said in the audit log: no provider was asked, nothing left the shop's accounts.
          ...(seeded ? { provider: "seed", note: SEEDED_REFUND } : {}),
          ...refund.auditDetails,
        },
      },
      now,
    ),
  ];
}

/**
 * The card's part of a refund, through Stripe's refunds API. The idempotency key names the payment,
 * the line and how much was refunded before, so a double click cannot refund twice while a later
 * refund of another line gets its own key. The payment intent, not the order id: order ids repeat
 * across databases sharing one Stripe account (staging, a developer's machine, parallel tests), and
 * Stripe would answer one database's refund with another's.
 */
async function refundCard(
  db: Database,
  env: Env,
  card: { order: typeof orders.$inferSelect; orderItemId?: number; amountSen: number },
) {
  const { order, orderItemId } = card;
  const config = await paymentConfig(db, env);
  if (!config.keys) throw new UnavailableError("Card payments are not configured");
  return createRefund(config.keys, {
    paymentIntentId: order.paymentIntentId ?? "",
    amountSen: card.amountSen,
    idempotencyKey: `refund-${order.paymentIntentId}-${orderItemId ?? "all"}-${order.refundedAmountSen}`,
    metadata: { orderId: String(order.id), ...(orderItemId ? { orderItemId: String(orderItemId) } : {}) },
  });
}

import type { OrderStatus } from "./orders";

// The order lifecycle's one table (decision 0009), free of drizzle so that services, the back
// office and the customer's pages all read the same rule; worker/services/orders/lifecycle.ts
// moves orders along it.

/** Which status each status may move to. Anything else is refused. */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "cancelled"],
  paid: ["shipped", "delivered", "refunded", "failed"],
  // A posted SIM may still be refunded (returned, lost in the post): decision 0072.
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  failed: ["shipped", "delivered", "refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Every status an order may move to `to` from, in the table's order. */
function statusesMovingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/** Statuses reachable from `from` by any number of moves, `from` first. */
function reachableFrom(from: OrderStatus): OrderStatus[] {
  const seen: OrderStatus[] = [from];
  for (let i = 0; i < seen.length; i++) {
    for (const next of ORDER_TRANSITIONS[seen[i] as OrderStatus]) if (!seen.includes(next)) seen.push(next);
  }
  return seen;
}

/** The statuses of an order that was paid at some point (paid, shipped, delivered, refunded, failed). */
const PAID_STATUSES: readonly OrderStatus[] = reachableFrom("paid");

export function wasPaid(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses a refund may start from: paid and not refunded or cancelled (paid, shipped,
 * delivered, failed). They are also the orders whose eSIMs the customer may install and follow.
 */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = statusesMovingTo("refunded");

/** Whether an order in `status` (a string from a page's data) may be refunded. */
export function isRefundable(status: string): boolean {
  return (REFUNDABLE_STATUSES as readonly string[]).includes(status);
}

// Order and fulfilment states, free of drizzle so the admin screens can name them too;
// worker/db/schema.ts stores them.

/**
 * The order lifecycle (decision 0009): pending → paid → delivered; pending → cancelled;
 * paid|delivered → refunded; paid → failed → delivered|refunded. An order with a Physical SIM is
 * `shipped` between paid and delivered, until staff say the SIM arrived (decision 0072). Moves go through
 * `worker/services/orders/lifecycle.ts`, which writes an `order_events` row in the same batch.
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where one paid order line stands with the eSIM supplier or the post (decisions 0012, 0072). */
export const FULFILMENT_STATUSES = [
  "pending",
  "ordering",
  "ordered",
  "done",
  "failed",
  "shipped",
  "delivered",
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

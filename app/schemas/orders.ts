// Order and fulfilment states, free of drizzle so the admin screens can name them too;
// worker/db/schema.ts stores them.

/**
 * The order lifecycle (decision 0009): pending → paid → delivered; pending → cancelled;
 * paid|delivered → refunded; paid → failed → delivered|refunded. Moves go through
 * `worker/services/orders/lifecycle.ts`, which writes an `order_events` row in the same batch.
 */
export const ORDER_STATUSES = ["pending", "paid", "delivered", "cancelled", "refunded", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where one paid order line stands with the eSIM supplier or the post (decision 0012). */
export const FULFILMENT_STATUSES = ["pending", "ordering", "ordered", "done", "failed", "shipped"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

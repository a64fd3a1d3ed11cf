import type { Database } from "../../../db/client";
import { type Actor, auditInsert } from "../../audit/log";
import { cancelPendingOrder } from "../../checkout/cancel";

/** Staff cancel an unpaid order (its session is expired first); audited in the same batch. */
export async function staffCancelOrder(
  db: Database,
  env: Env,
  cancel: { actor: Actor; orderId: number; now?: number },
) {
  const { actor, orderId, now = Date.now() } = cancel;
  return cancelPendingOrder(db, env, {
    orderId,
    cause: `staff:${actor.id}`,
    note: "Cancelled by staff",
    extra: [auditInsert(db, actor, { action: "ORDER_CANCEL", targetType: "order", targetId: orderId }, now)],
    now,
  });
}

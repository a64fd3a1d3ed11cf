import { and, eq } from "drizzle-orm";
import { formatRm } from "../../../app/lib/money";
import type { OrderDeskAction } from "../../../app/schemas/admin/order-desk";
import type { Database } from "../../db/client";
import { emailOutbox, orders, refundRequests } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import type { Actor } from "../audit/log";
import { resendEmail } from "../email/messages";
import { NotFoundError } from "../errors";
import { markLineShipped, retryFailedFulfilment } from "../fulfilment/retry";
import {
  approveRefundRequest,
  declineRefundRequest,
  refundOrder,
  staffCancelOrder,
} from "../payments/refunds";

export interface DeskOutcome {
  title: string;
  description?: string;
}

/**
 * One action taken on the order desk, by the same services (and so the same audit rows) as the
 * JSON admin API. An e-mail or refund request id must belong to this order: anything else is a 404,
 * as if it did not exist, so a page for one order cannot act on another.
 */
export async function runOrderDeskAction(
  db: Database,
  env: Env,
  supplier: EsimSupplier,
  actor: Actor,
  orderId: number,
  action: OrderDeskAction,
): Promise<DeskOutcome> {
  await requireOrder(db, orderId);
  switch (action.intent) {
    case "refund": {
      const refund = await refundOrder(db, env, { actor, orderId, orderItemId: action.orderItemId });
      return {
        title: refund.full ? `Order #${orderId} refunded` : `Line refunded on order #${orderId}`,
        description: `${formatRm(refund.refundedSen)} sent back through Stripe.`,
      };
    }
    case "cancel-unpaid":
      await staffCancelOrder(db, env, { actor, orderId });
      return { title: `Order #${orderId} cancelled`, description: "Its payment page no longer works." };
    case "retry-fulfilment":
      await retryFailedFulfilment(db, env, supplier, actor, orderId);
      return { title: "Fulfilment retried", description: `Order #${orderId} is delivered.` };
    case "ship": {
      const shipped = await markLineShipped(db, env, actor, orderId, action.orderItemId, action);
      return { title: "Marked shipped", description: `${shipped.carrier} ${shipped.trackingNumber}` };
    }
    case "resend-email":
      await requireOwnEmail(db, orderId, action.emailId);
      await resendEmail(db, env, actor, action.emailId);
      return { title: "E-mail queued again" };
    case "approve-refund-request": {
      await requireOwnRefundRequest(db, orderId, action.requestId);
      const refund = await approveRefundRequest(db, env, {
        actor,
        requestId: action.requestId,
        override: action.override,
      });
      return {
        title: `Order #${orderId} refunded`,
        description: `${formatRm(refund.refundedSen)} sent back.`,
      };
    }
    case "decline-refund-request":
      await requireOwnRefundRequest(db, orderId, action.requestId);
      await declineRefundRequest(db, actor, action.requestId);
      return { title: "Refund request declined" };
  }
}

async function requireOrder(db: Database, orderId: number) {
  const row = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).get();
  if (!row) throw new NotFoundError("Order not found");
}

async function requireOwnEmail(db: Database, orderId: number, emailId: number) {
  const row = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.orderId, orderId)))
    .get();
  if (!row) throw new NotFoundError("E-mail not found");
}

async function requireOwnRefundRequest(db: Database, orderId: number, requestId: number) {
  const row = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.orderId, orderId)))
    .get();
  if (!row) throw new NotFoundError("Refund request not found");
}

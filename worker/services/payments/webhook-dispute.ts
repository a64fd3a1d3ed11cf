import { eq, sql } from "drizzle-orm";
import { formatRm } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { StripeDispute } from "../../integrations/stripe";
import { clawbackStatements } from "../credit/clawback";
import { type Decision, orderOfCharge, stringId } from "./webhook-refund";

/**
 * charge.dispute.created: the cardholder asked their bank for the money back. The order keeps its
 * status (the dispute may still be won) but is marked disputed, and a friend's disputed order earns
 * no referral reward: one granted already is taken back in the same batch (decision 0062). A
 * dispute of a charge that is not one of this shop's orders is recorded and changes nothing.
 */
export async function decideDispute(db: Database, dispute: StripeDispute, now: number): Promise<Decision> {
  const chargeId = stringId(dispute.charge);
  const order = await orderOfCharge(db, {
    id: chargeId ?? "",
    payment_intent: dispute.payment_intent,
    metadata: typeof dispute.charge === "object" && dispute.charge ? dispute.charge.metadata : {},
  });
  if (!order) {
    return { orderId: null, outcome: "unknown_order", note: `No order for ${chargeId}`, statements: [] };
  }
  return {
    orderId: order.id,
    outcome: "applied",
    note: `Disputed (${dispute.reason}): ${formatRm(dispute.amount)}`,
    statements: [
      db
        .update(orders)
        .set({ disputedAt: sql`coalesce(${orders.disputedAt}, ${now})` })
        .where(eq(orders.id, order.id)),
      ...clawbackStatements(db, { orderId: order.id, cause: "dispute", now }),
    ],
  };
}

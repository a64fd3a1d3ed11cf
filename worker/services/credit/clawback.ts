import { and, eq, gt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { CLAWBACK_CAUSES } from "../../../app/schemas/credit";
import type { Database } from "../../db/client";
import { creditClawbacks, creditGrants } from "../../db/schema";

/**
 * A refund or dispute of a friend's order takes the referrer's reward for it back (decision 0062),
 * in the batch that records the refund or dispute. What the reward still has leaves the balance;
 * what was spent of it is owed, kept on the clawback row for staff, never a negative balance. Read
 * from the grant inside the batch, so a replay (one per reward, the unique index) takes nothing more.
 * No reward granted yet: nothing to take, and the cron's grant refuses a refunded or disputed order.
 */
export function clawbackStatements(
  db: Database,
  claw: { orderId: number; cause: (typeof CLAWBACK_CAUSES)[number]; now: number },
): BatchItem<"sqlite">[] {
  const { orderId, cause, now } = claw;
  return [
    // Column order of `credit_clawbacks`: id, user_id, grant_id, order_id, cause, amount_sen,
    // recovered_sen, owed_sen, created_at. An expired reward gives nothing back and owes its spent part.
    db.insert(creditClawbacks).select(sql`
      select null, g.user_id, g.id, g.source_order_id, ${cause}, g.amount_sen,
        case when g.expires_at > ${now} then g.remaining_sen else 0 end,
        g.amount_sen - g.remaining_sen, ${now}
      from credit_grants g
      where g.kind = 'referral' and g.source_order_id = ${orderId}
        and not exists (select 1 from credit_clawbacks c where c.grant_id = g.id)`),
    db
      .update(creditGrants)
      .set({ remainingSen: 0 })
      .where(
        and(
          eq(creditGrants.kind, "referral"),
          eq(creditGrants.sourceOrderId, orderId),
          gt(creditGrants.remainingSen, 0),
        ),
      ),
  ];
}

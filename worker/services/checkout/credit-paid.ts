import type { Database } from "../../db/client";
import { afterPaidCommitted, paidStatements } from "../orders/after-paid";
import { paidMoveStatements } from "../payments/paid-move";
import type { CheckoutResult } from "./payment-order";

/**
 * An order the customer's credit pays in full never goes to Stripe: it is paid at once, by the
 * same move the webhook makes (paid_at first, so the receipt is numbered), and the customer goes
 * straight to the success page.
 */
export async function completeWithCredit(
  db: Database,
  env: Env,
  paid: { orderId: number; userId: number; origin: string; now: number },
): Promise<CheckoutResult> {
  const { orderId, userId, origin, now } = paid;
  const [move, ...rest] = paidMoveStatements(
    db,
    { id: orderId, userId },
    { cause: `customer:${userId}`, now },
  );
  if (!move) return { orderId, url: `${origin}/checkout/success?order=${orderId}` };
  await db.batch([move, ...rest, ...paidStatements(db, orderId)]);
  await afterPaidCommitted(env, db, orderId);
  return { orderId, url: `${origin}/checkout/success?order=${orderId}` };
}

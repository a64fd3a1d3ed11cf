import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { orders } from "../../worker/db/schema";

// Orders are made through checkout and paid by the signed webhook: see payment-helpers.ts.
export const db = () => createDb(env.DB);

/** Poll (no sleeping for a fixed time) until `check` returns a truthy value. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("Timed out waiting for the queue's effect");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function orderStatus(orderId: number): Promise<string | undefined> {
  return (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get())
    ?.status;
}

/** An ICCID as the industry writes it: 89, 18 or 19 digits more, the last a Luhn check digit. */
export function isValidIccid(iccid: string): boolean {
  if (!/^89\d{17,18}$/.test(iccid)) return false;
  const sum = [...iccid].reverse().reduce((total, digit, i) => {
    const doubled = i % 2 === 1 ? Number(digit) * 2 : Number(digit);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { handleStripeWebhook } from "../../worker/services/payments/webhook";
import { db } from "./fulfilment-helpers";
import { payWithoutEvent, signWebhookPayload, WEBHOOK_SECRET } from "./payment-helpers";

let counter = 0;

/**
 * Pay on the stand-in, then hand its signed completed event to the webhook's service as if it
 * arrived at `at` (another month or year); the request path reads the real clock.
 */
export async function payAt(orderId: number, at: number) {
  const session = await payWithoutEvent(orderId);
  counter += 1;
  const body = JSON.stringify({
    id: `evt_receipt_${counter}_${Date.now()}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = await signWebhookPayload(body, WEBHOOK_SECRET);
  const result = await handleStripeWebhook(db(), env, { body, signature, now: at });
  expect(result.outcome).toBe("applied");
}

export const receiptOf = (orderId: number) =>
  env.DB.prepare("SELECT number, year, seq FROM receipts WHERE order_id = ?")
    .bind(orderId)
    .first<{ number: string; year: number; seq: number }>();

export const creditNotesOf = (orderId: number) =>
  env.DB.prepare("SELECT number, amount_sen FROM credit_notes WHERE order_id = ? ORDER BY id")
    .bind(orderId)
    .all<{ number: string; amount_sen: number }>()
    .then((r) => r.results);

/** "JS-2026-000001". */
export const numbered = (prefix: "JS" | "CN", year: number, seq: number) =>
  `${prefix}-${year}-${String(seq).padStart(6, "0")}`;

import { createDb } from "../db/client";
import { readConfig } from "../env";
import { esimSupplierFor } from "../integrations/esim";
import { dispatchOrderEmails } from "../services/email/outbox";
import {
  type FulfilmentJob,
  fulfilmentRetryDelay,
  fulfilOrder,
  markFulfilmentFailed,
} from "../services/fulfilment/fulfil";
import { logUnexpectedError } from "../services/shared/log-error";

/** `fulfilment` queue: each message fulfils one paid order; failures retry with backoff. */
export async function consumeFulfilment(batch: MessageBatch<FulfilmentJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const config = readConfig(env);
  const supplier = esimSupplierFor(config, env.SUPPLIER_KV);
  for (const message of batch.messages) {
    const { orderId } = message.body;
    try {
      const outcome = await fulfilOrder(db, supplier, orderId, { from: "paid", cause: "system:fulfilment" });
      if (outcome.result !== "skipped") await dispatchOrderEmails(env, db, orderId);
      message.ack();
    } catch (error) {
      // A supplier's error can carry its answer (profiles, codes): class, code and ids only.
      logUnexpectedError("fulfilment-queue", error, `order:${orderId}:attempt:${message.attempts}`, "warn");
      message.retry({
        delaySeconds: fulfilmentRetryDelay(config.QUEUE_RETRY_BASE_SECONDS, message.attempts, error),
      });
    }
  }
}

/** `fulfilment-dlq`: the last retry failed; the order becomes `failed` for staff to see and retry. */
export async function consumeFulfilmentDeadLetters(
  batch: MessageBatch<FulfilmentJob>,
  env: Env,
): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    await markFulfilmentFailed(db, message.body.orderId);
    message.ack();
  }
}

import type { EmailJob } from "../services/email/outbox";
import type { FulfilmentJob } from "../services/fulfilment/fulfil";
import { consumeEmail, consumeEmailDeadLetters } from "./email";
import { consumeFulfilment, consumeFulfilmentDeadLetters } from "./fulfilment";

/** The Worker's `queue` handler: one consumer per queue of wrangler.toml, chosen by name. */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  switch (batch.queue) {
    case "fulfilment":
      return consumeFulfilment(batch as MessageBatch<FulfilmentJob>, env);
    case "fulfilment-dlq":
      return consumeFulfilmentDeadLetters(batch as MessageBatch<FulfilmentJob>, env);
    case "email":
      return consumeEmail(batch as MessageBatch<EmailJob>, env);
    case "email-dlq":
      return consumeEmailDeadLetters(batch as MessageBatch<EmailJob>, env);
    default:
      console.error(`No consumer for queue ${batch.queue}`);
      batch.retryAll();
  }
}

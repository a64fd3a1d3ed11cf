import { createDb } from "../db/client";
import { readConfig } from "../env";
import { emailTransportFor } from "../integrations/email/transport";
import { deliverEmail, markEmailFailed } from "../services/email/deliver";
import type { EmailJob } from "../services/email/outbox";
import { esimQrSecret } from "../services/fulfilment/esim-qr-link";
import { retryDelaySeconds } from "../services/fulfilment/fulfil";
import { logUnexpectedError } from "../services/shared/log-error";

/** `email` queue: each message delivers one outbox row through the configured transport. */
export async function consumeEmail(batch: MessageBatch<EmailJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const config = readConfig(env);
  const transport = emailTransportFor(config, env);
  const qrSecret = esimQrSecret(env);
  for (const message of batch.messages) {
    try {
      await deliverEmail(db, { config, transport, qrSecret }, message.body);
      message.ack();
    } catch (error) {
      // A transport's error can carry the address and the message: class, code and ids only.
      logUnexpectedError(
        "email-queue",
        error,
        `outbox:${message.body.outboxId}:attempt:${message.attempts}`,
        "warn",
      );
      message.retry({ delaySeconds: retryDelaySeconds(config.QUEUE_RETRY_BASE_SECONDS, message.attempts) });
    }
  }
}

/** `email-dlq`: out of retries; the row shows as failed in the admin E-mails list (resend there). */
export async function consumeEmailDeadLetters(batch: MessageBatch<EmailJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    await markEmailFailed(db, message.body.outboxId);
    message.ack();
  }
}

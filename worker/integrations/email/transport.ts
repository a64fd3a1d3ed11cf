import { createDb } from "../../db/client";
import { devMailbox } from "../../db/schema";
import { type AppConfig, devMailboxOn } from "../../env";

/** One outgoing message: always a plain-text part, HTML optional. */
interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Ours (the outbox row), sent where the provider supports an idempotency key. */
  idempotencyKey: string;
}

export interface EmailTransport {
  readonly name: "local" | "cloudflare" | "resend";
  send(message: OutgoingEmail): Promise<{ messageId: string }>;
}

/** Failed to send; `retryable` for 5xx, 429 and network errors. */
class EmailTransportError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "EmailTransportError";
  }
}

/**
 * Sends nothing (local development, tests). With the developer's mailbox on, it keeps what it
 * "sent", links included, where only GET /__dev/mailbox reads it.
 */
function localTransport(mailbox: D1Database | null): EmailTransport {
  return {
    name: "local",
    async send(m) {
      if (mailbox) {
        await createDb(mailbox)
          .insert(devMailbox)
          .values({
            toAddress: m.to,
            subject: m.subject,
            textBody: m.text,
            htmlBody: m.html ?? null,
            sentAt: new Date(),
          });
      }
      return { messageId: `local-${m.idempotencyKey}` };
    },
  };
}

/** Cloudflare Email Routing's `send_email` binding (the destination must be a verified address). */
function cloudflareTransport(binding: SendEmail): EmailTransport {
  return {
    name: "cloudflare",
    async send(m) {
      try {
        const result = await binding.send({
          from: m.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
        });
        return { messageId: result?.messageId ?? `cf-${m.idempotencyKey}` };
      } catch (error) {
        throw new EmailTransportError(`send_email: ${(error as Error).message}`, true);
      }
    },
  };
}

/** Resend's HTTP API: POST /emails with a bearer key and an Idempotency-Key header. */
function resendTransport(baseUrl: string, apiKey: string, doFetch: typeof fetch = fetch): EmailTransport {
  const url = `${baseUrl.replace(/\/+$/, "")}/emails`;
  return {
    name: "resend",
    async send(m) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": m.idempotencyKey,
          },
          body: JSON.stringify({
            from: m.from,
            to: [m.to],
            subject: m.subject,
            text: m.text,
            ...(m.html ? { html: m.html } : {}),
          }),
        });
      } catch (error) {
        throw new EmailTransportError(`Resend unreachable: ${(error as Error).message}`, true);
      }
      if (!response.ok) {
        const body = await response.text().catch(() => "");
        const retryable = response.status >= 500 || response.status === 429;
        throw new EmailTransportError(`Resend ${response.status}: ${body.slice(0, 200)}`, retryable);
      }
      const { id } = (await response.json()) as { id: string };
      return { messageId: id };
    },
  };
}

export function emailTransportFor(config: AppConfig, env: Env): EmailTransport {
  switch (config.EMAIL_TRANSPORT) {
    case "cloudflare":
      return cloudflareTransport(env.EMAIL);
    case "resend":
      if (!config.RESEND_API_KEY) throw new Error("EMAIL_TRANSPORT=resend needs the RESEND_API_KEY secret");
      return resendTransport(config.RESEND_API_URL, config.RESEND_API_KEY);
    default:
      return localTransport(devMailboxOn(config) ? env.DB : null);
  }
}

// Webhook delivery: each event is kept (GET /__standin/events lists them) and posted, signed, to the
// configured URL or to the session's success_url origin, with three tries.
import { API_VERSION, id, nowSeconds, signature } from "./wire.mjs";

/** `sendEvent(type, object, session)`, posting to `webhookUrl` ("none": nowhere; "": the session's origin). */
export function createEventSender({ secret, webhookUrl, log, sentEvents }) {
  return async function sendEvent(type, object, session) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    sentEvents.push(event);
    const target =
      webhookUrl === "none"
        ? null
        : webhookUrl ||
          (session?.success_url ? `${new URL(session.success_url).origin}/api/webhooks/stripe` : null);
    if (!target) return event;
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetch(target, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": signature(secret, body),
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body,
        });
        await res.text();
        log(`${type} ${event.id} → ${res.status}`);
        if (res.ok) break;
      } catch (error) {
        log(`${type} ${event.id} failed: ${error.message}`);
      }
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
    return event;
  };
}

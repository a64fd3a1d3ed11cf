import { Hono } from "hono";
import { handleEsimWebhook } from "../services/alerts/webhook";
import { handleStripeWebhook } from "../services/payments/webhook";
import type { ApiEnv } from "../web/http/hono-env.server";

/**
 * Stripe's webhook: the raw body as sent (the signature covers its exact bytes). Exempt from the
 * same-origin check and the JSON-body rule (worker/web/http/raw-body-routes.server.ts); its proof of
 * origin is the Stripe-Signature header instead.
 */
export const webhooksApi = new Hono<ApiEnv>()
  .post("/stripe", async (c) => {
    const body = await c.req.text();
    return c.json(
      await handleStripeWebhook(c.get("db"), c.env, {
        body,
        signature: c.req.header("Stripe-Signature") ?? null,
      }),
    );
  })
  // The eSIM supplier checks the address with a HEAD at opt-in (Hono answers HEAD from GET).
  .get("/esim", (c) => c.body(null, 200))
  // Its usage notifications: signed raw bytes (airalo-signature), exempt like Stripe's.
  .post("/esim", async (c) => {
    const body = await c.req.arrayBuffer();
    return c.json(
      await handleEsimWebhook(c.get("db"), c.env, {
        body,
        signature: c.req.header("airalo-signature") ?? null,
      }),
    );
  });

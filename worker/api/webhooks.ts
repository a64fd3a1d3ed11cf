import { Hono } from "hono";
import { handleStripeWebhook } from "../services/payments/webhook";
import type { ApiEnv } from "../web/hono-env.server";

/**
 * Stripe's webhook: the raw body as sent (the signature covers its exact bytes). Exempt from the
 * same-origin check and the JSON-body rule (worker/web/raw-body-routes.server.ts); its proof of
 * origin is the Stripe-Signature header instead.
 */
export const webhooksApi = new Hono<ApiEnv>().post("/stripe", async (c) => {
  const body = await c.req.text();
  return c.json(
    await handleStripeWebhook(c.get("db"), c.env, {
      body,
      signature: c.req.header("Stripe-Signature") ?? null,
    }),
  );
});

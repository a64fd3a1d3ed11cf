import { Hono } from "hono";
import { beginCheckout } from "../services/checkout/start";
import { deviceTokensFrom } from "../web/cookies/device-cookie.server";
import { requireUser, type SignedInApiEnv } from "../web/guards/customer-session.server";
import { clientAddress } from "../web/http/client-address.server";
import { validationError } from "../web/http/errors.server";
import { readJsonBody } from "./read-json";

/** POST /api/checkout: the order and its Checkout Session for API clients → 201 { orderId, url }. */
export const checkoutApi = new Hono<SignedInApiEnv>().post("/", requireUser(), async (c) => {
  const customer = c.get("customer");
  const db = c.get("db");
  const raw = await readJsonBody(c);
  const begun = await beginCheckout(db, c.env, {
    customer,
    raw,
    origin: new URL(c.req.url).origin,
    client: clientAddress(c.req.raw),
    deviceTokens: deviceTokensFrom(c.req.raw, "customer"),
  });
  if (!begun.ok) throw validationError(begun.error);
  return c.json(begun.started, 201);
});

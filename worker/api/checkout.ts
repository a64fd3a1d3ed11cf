import { Hono } from "hono";
import { listCart } from "../services/checkout/cart";
import { parseCheckoutInput, startCheckout } from "../services/checkout/start";
import { clientAddress } from "../web/client-address.server";
import { requireUser, type SignedInApiEnv } from "../web/customer-session.server";
import { deviceTokensFrom } from "../web/device-cookie.server";
import { validationError } from "../web/errors.server";
import { readJsonBody } from "./read-json";

/** POST /api/checkout: the order and its Checkout Session for API clients → 201 { orderId, url }. */
export const checkoutApi = new Hono<SignedInApiEnv>().post("/", requireUser(), async (c) => {
  const customer = c.get("customer");
  const db = c.get("db");
  const raw = await readJsonBody(c);
  const lines = await listCart(db, { userId: customer.user.id });
  const parsed = parseCheckoutInput(lines, raw, customer);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await startCheckout(db, c.env, {
    customer,
    input: parsed.data,
    origin: new URL(c.req.url).origin,
    client: clientAddress(c.req.raw),
    deviceTokens: deviceTokensFrom(c.req.raw, "customer"),
  });
  return c.json(result, 201);
});

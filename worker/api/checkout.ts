import { Hono } from "hono";
import { requireUser, type SignedInApiEnv } from "../middleware/customer-session";
import { listCart } from "../services/cart";
import { parseCheckoutInput, startCheckout } from "../services/payments/checkout";
import { clientAddress } from "../web/client-address.server";
import { validationError } from "./errors";
import { readJsonBody } from "./read-json";

/** POST /api/checkout: the order and its Checkout Session for API clients → 201 { orderId, url }. */
export const checkoutApi = new Hono<SignedInApiEnv>().post("/", requireUser(), async (c) => {
  const customer = c.get("customer");
  const db = c.get("db");
  const raw = await readJsonBody(c);
  const lines = await listCart(db, { userId: customer.user.id });
  const parsed = parseCheckoutInput(lines, raw, customer);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await startCheckout(db, c.env, customer, parsed.data, {
    origin: new URL(c.req.url).origin,
    client: clientAddress(c.req.raw),
  });
  return c.json(result, 201);
});

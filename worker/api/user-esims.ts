import { Hono } from "hono";
import { readConfig } from "../env";
import { esimSupplierFor } from "../integrations/esim";
import { myEsims } from "../services/orders/my-esims";
import { requireUser } from "../web/guards/customer-session.server";
import type { ApiEnv } from "../web/http/hono-env.server";

/** My eSIMs: the signed-in customer's own eSIMs, newest first, with live usage (never cached). */
export const userEsimsApi = new Hono<ApiEnv>().get("/", requireUser(), async (c) => {
  const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
  c.header("Cache-Control", "private, no-store");
  return c.json({ items: await myEsims(c.get("db"), supplier, c.get("customer").user.id) });
});

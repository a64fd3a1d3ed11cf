import { Hono } from "hono";
import { z } from "zod";
import { idParam } from "../../../app/schemas/admin/common";
import { ShipLineSchema } from "../../../app/schemas/admin/fulfilment";
import { readConfig } from "../../env";
import { esimSupplierFor } from "../../integrations/esim";
import { currentAdmin } from "../../middleware/admin-guard";
import { EmailListQuerySchema, listEmails, resendEmail } from "../../services/admin/emails";
import { markLineShipped, retryFailedFulfilment } from "../../services/admin/fulfilment";
import {
  requireVerifiedEmailForCheckout,
  setRequireVerifiedEmailForCheckout,
} from "../../services/checkout-verification";
import { orderDelivery } from "../../services/orders/esims";
import { actorFrom } from "../../web/actor.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const CheckoutSettingSchema = z.object({ requireVerifiedEmail: z.boolean() });

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);

/** Issue 13: staff side of fulfilment (retry a failed order, ship a physical SIM) and the e-mail list. */
export const adminFulfilmentApi = new Hono<ApiEnv>()
  .get("/orders/:id/delivery", async (c) => {
    const orderId = parseOr400(idParam, c.req.param("id"));
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    return c.json(await orderDelivery(c.get("db"), supplier, orderId, null));
  })
  .post("/orders/:id/retry-fulfilment", async (c) => {
    const orderId = parseOr400(idParam, c.req.param("id"));
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    return c.json(
      await retryFailedFulfilment(
        c.get("db"),
        c.env,
        supplier,
        actorFrom(currentAdmin(c), c.req.raw),
        orderId,
      ),
    );
  })
  .post("/orders/:id/items/:itemId/ship", async (c) => {
    const orderId = parseOr400(idParam, c.req.param("id"));
    const itemId = parseOr400(idParam, c.req.param("itemId"));
    const input = parseOr400(ShipLineSchema, await body(c));
    return c.json(
      await markLineShipped(
        c.get("db"),
        c.env,
        actorFrom(currentAdmin(c), c.req.raw),
        orderId,
        itemId,
        input,
      ),
    );
  })
  .get("/settings/checkout", async (c) =>
    c.json({ requireVerifiedEmail: await requireVerifiedEmailForCheckout(c.get("db")) }),
  )
  .put("/settings/checkout", async (c) => {
    const { requireVerifiedEmail } = parseOr400(CheckoutSettingSchema, await body(c));
    return c.json(
      await setRequireVerifiedEmailForCheckout(
        c.get("db"),
        actorFrom(currentAdmin(c), c.req.raw),
        requireVerifiedEmail,
      ),
    );
  })
  .get("/emails", async (c) =>
    c.json(await listEmails(c.get("db"), parseOr400(EmailListQuerySchema, c.req.query()))),
  )
  .post("/emails/:id/resend", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json(await resendEmail(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id));
  });

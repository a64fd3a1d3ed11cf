import { Hono } from "hono";
import { idParam } from "../../../app/schemas/admin/common";
import { ShipLineSchema } from "../../../app/schemas/admin/fulfilment";
import { CheckoutSettingSchema } from "../../../app/schemas/admin/settings";
import { readConfig } from "../../env";
import { esimSupplierFor } from "../../integrations/esim";
import {
  requireVerifiedEmailForCheckout,
  setRequireVerifiedEmailForCheckout,
} from "../../services/checkout/verification";
import { EmailListQuerySchema, listEmails, readEmail, resendEmail } from "../../services/email/messages";
import { markLineShipped, retryFailedFulfilment } from "../../services/fulfilment/retry";
import { orderDeliveryForStaff } from "../../services/orders/esims";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams, validateQuery } from "../validate";
import { requires } from "./access";

const id = validateParams({ id: idParam });

/**
 * Issue 13: staff side of fulfilment (retry a failed order, ship a physical SIM) and the e-mail list.
 * Staff who see orders handle delivery; reading an order's eSIM codes is audited.
 */
export const adminFulfilmentApi = new Hono<ApiEnv>()
  .get("/orders/:id/delivery", requires("canViewOrders"), id, async (c) => {
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    return c.json(
      await orderDeliveryForStaff(c.get("db"), supplier, c.get("actor"), c.req.valid("param").id),
    );
  })
  // A retry buys new eSIMs from the supplier: it needs the money permission, as a refund does.
  .post("/orders/:id/retry-fulfilment", requires("canRefundOrders"), id, async (c) => {
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    return c.json(
      await retryFailedFulfilment(c.get("db"), c.env, supplier, c.get("actor"), c.req.valid("param").id),
    );
  })
  .post(
    "/orders/:id/items/:itemId/ship",
    requires("canViewOrders"),
    validateParams({ id: idParam, itemId: idParam }),
    validateJson(ShipLineSchema),
    async (c) => {
      const { id: orderId, itemId } = c.req.valid("param");
      return c.json(
        await markLineShipped(c.get("db"), c.env, c.get("actor"), orderId, itemId, c.req.valid("json")),
      );
    },
  )
  .get("/settings/checkout", requires("canManageContent"), async (c) =>
    c.json({ requireVerifiedEmail: await requireVerifiedEmailForCheckout(c.get("db")) }),
  )
  .put("/settings/checkout", requires("canManageContent"), validateJson(CheckoutSettingSchema), async (c) =>
    c.json(
      await setRequireVerifiedEmailForCheckout(
        c.get("db"),
        c.get("actor"),
        c.req.valid("json").requireVerifiedEmail,
      ),
    ),
  )
  .get("/emails", requires("canViewOrders"), validateQuery(EmailListQuerySchema), async (c) =>
    c.json(await listEmails(c.get("db"), c.req.valid("query"))),
  )
  .get("/emails/:id", requires("canReadEmails"), id, async (c) =>
    c.json(await readEmail(c.get("db"), readConfig(c.env), c.get("actor"), c.req.valid("param").id)),
  )
  .post("/emails/:id/resend", requires("canViewOrders"), id, async (c) =>
    c.json(await resendEmail(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id)),
  );

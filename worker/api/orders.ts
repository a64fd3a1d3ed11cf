import { Hono } from "hono";
import { PositiveIdSchema } from "../../app/schemas/id";
import { EinvoiceRequestSchema } from "../../app/schemas/receipts";
import { requestEinvoice } from "../services/receipts/einvoice";
import { customerReceipt } from "../services/receipts/receipt";
import { requireUser } from "../web/guards/customer-session.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateJson, validateParams } from "./validate";

const orderId = validateParams({ id: PositiveIdSchema });

/** A paid order's receipt and the owner's request for their own e-invoice; anyone else's order is 404. */
export const ordersApi = new Hono<ApiEnv>()
  .get("/:id/receipt", requireUser(), orderId, async (c) => {
    c.header("Cache-Control", "private, no-store");
    const userId = c.get("customer").user.id;
    return c.json(await customerReceipt(c.get("db"), { userId, orderId: c.req.valid("param").id }));
  })
  .post("/:id/einvoice", requireUser(), orderId, validateJson(EinvoiceRequestSchema), async (c) => {
    const userId = c.get("customer").user.id;
    const input = c.req.valid("json");
    return c.json(
      await requestEinvoice(c.get("db"), { userId, orderId: c.req.valid("param").id, input }),
      201,
    );
  });

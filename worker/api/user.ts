import { Hono } from "hono";
import { idParam } from "../../app/schemas/admin/common";
import { RefundRequestSchema } from "../../app/schemas/checkout";
import { readConfig } from "../env";
import { esimSupplierFor } from "../integrations/esim";
import { requireUser } from "../middleware/customer-session";
import { listUserOrders } from "../services/orders";
import { orderDelivery } from "../services/orders/esims";
import { getUserOrder } from "../services/payments/order-detail";
import { requestRefund } from "../services/payments/refunds";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

export const userApi = new Hono<ApiEnv>()
  .get("/orders", requireUser(), async (c) =>
    c.json(await listUserOrders(c.get("db"), c.get("customer").user.id)),
  )
  // Issue 12: the owner's order detail; another user's id is 404, like one that does not exist.
  .get("/orders/:id", requireUser(), async (c) =>
    c.json(
      await getUserOrder(c.get("db"), c.get("customer").user.id, parseOr400(idParam, c.req.param("id"))),
    ),
  )
  .post("/orders/:id/refund-request", requireUser(), async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    const { reason } = parseOr400(RefundRequestSchema, await c.req.json().catch(() => null));
    return c.json(await requestRefund(c.get("db"), c.get("customer").user.id, id, reason), 201);
  })
  // Issue 13: the eSIM codes of one order, for its owner only (anyone else gets 404).
  .get("/orders/:id/esims", requireUser(), async (c) => {
    const orderId = parseOr400(idParam, c.req.param("id"));
    const supplier = esimSupplierFor(readConfig(c.env), c.env.SUPPLIER_KV);
    c.header("Cache-Control", "private, no-store");
    return c.json(await orderDelivery(c.get("db"), supplier, orderId, c.get("customer").user.id));
  });

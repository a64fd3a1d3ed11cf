import { Hono } from "hono";
import { z } from "zod";
import { idParam } from "../../../app/schemas/admin/common";
import { StaffRefundSchema } from "../../../app/schemas/checkout";
import { currentAdmin } from "../../middleware/admin-guard";
import { adminOrderDetail, listRefundRequests } from "../../services/payments/admin-orders";
import { paymentSettingsView, savePaymentKeys } from "../../services/payments/config";
import {
  approveRefundRequest,
  declineRefundRequest,
  refundOrder,
  staffCancelOrder,
} from "../../services/payments/refunds";
import { actorFrom } from "../../web/actor.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => ({}));

const PaymentKeysSchema = z.object({
  secretKey: z.string().trim().max(300).default(""),
  webhookSecret: z.string().trim().max(300).default(""),
});

/** Issue 12: payment settings (super admin), order detail, refunds and cancellations (canRefundOrders). */
export const adminPaymentsApi = new Hono<ApiEnv>()
  .get("/settings/payments", async (c) => c.json(await paymentSettingsView(c.get("db"), c.env)))
  .put("/settings/payments", async (c) => {
    const input = parseOr400(PaymentKeysSchema, await body(c));
    return c.json(await savePaymentKeys(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), input));
  })
  .get("/orders/:id", async (c) =>
    c.json(await adminOrderDetail(c.get("db"), parseOr400(idParam, c.req.param("id")))),
  )
  .post("/orders/:id/refund", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    const { orderItemId } = parseOr400(StaffRefundSchema, await body(c));
    return c.json(
      await refundOrder(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, orderItemId),
    );
  })
  .post("/orders/:id/cancel", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json(await staffCancelOrder(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id));
  })
  .get("/refund-requests", async (c) => c.json({ requests: await listRefundRequests(c.get("db")) }))
  .post("/refund-requests/:id/approve", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json(await approveRefundRequest(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id));
  })
  .post("/refund-requests/:id/decline", async (c) => {
    const id = parseOr400(idParam, c.req.param("id"));
    return c.json(await declineRefundRequest(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), id));
  });

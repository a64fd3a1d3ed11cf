import { Hono } from "hono";
import { z } from "zod";
import { idParam } from "../../../app/schemas/admin/common";
import { StaffRefundSchema } from "../../../app/schemas/checkout";
import { adminOrderDetail, listRefundRequests } from "../../services/payments/admin-orders";
import { paymentSettingsView, savePaymentKeys } from "../../services/payments/config";
import {
  approveRefundRequest,
  declineRefundRequest,
  refundOrder,
  staffCancelOrder,
} from "../../services/payments/refunds";
import type { ApiEnv } from "../types";
import { validateJson, validateParams } from "../validate";

const PaymentKeysSchema = z.object({
  secretKey: z.string().trim().max(300).default(""),
  webhookSecret: z.string().trim().max(300).default(""),
});

const id = validateParams({ id: idParam });

/** Issue 12: payment settings (super admin), order detail, refunds and cancellations (canRefundOrders). */
export const adminPaymentsApi = new Hono<ApiEnv>()
  .get("/settings/payments", async (c) => c.json(await paymentSettingsView(c.get("db"), c.env)))
  .put("/settings/payments", validateJson(PaymentKeysSchema), async (c) =>
    c.json(await savePaymentKeys(c.get("db"), c.env, c.get("actor"), c.req.valid("json"))),
  )
  .get("/orders/:id", id, async (c) => c.json(await adminOrderDetail(c.get("db"), c.req.valid("param").id)))
  .post("/orders/:id/refund", id, validateJson(StaffRefundSchema), async (c) => {
    const { orderItemId } = c.req.valid("json");
    return c.json(
      await refundOrder(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id, orderItemId),
    );
  })
  .post("/orders/:id/cancel", id, async (c) =>
    c.json(await staffCancelOrder(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id)),
  )
  .get("/refund-requests", async (c) => c.json({ requests: await listRefundRequests(c.get("db")) }))
  .post("/refund-requests/:id/approve", id, async (c) =>
    c.json(await approveRefundRequest(c.get("db"), c.env, c.get("actor"), c.req.valid("param").id)),
  )
  .post("/refund-requests/:id/decline", id, async (c) =>
    c.json(await declineRefundRequest(c.get("db"), c.get("actor"), c.req.valid("param").id)),
  );

import { Hono } from "hono";
import { idParam } from "../../../app/schemas/admin/common";
import { PaymentKeysSchema } from "../../../app/schemas/admin/settings";
import { ApproveRefundRequestSchema, StaffRefundSchema } from "../../../app/schemas/checkout";
import { adminOrderDetail, listRefundRequests } from "../../services/orders/refund-requests";
import { paymentSettingsView, savePaymentKeys } from "../../services/payments/config";
import {
  approveRefundRequest,
  declineRefundRequest,
  refundOrder,
  staffCancelOrder,
} from "../../services/payments/refunds";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams } from "../validate";
import { requires } from "./access";

const id = validateParams({ id: idParam });

/** Issue 12: payment settings (super admin), order detail, refunds and cancellations (canRefundOrders). */
export const adminPaymentsApi = new Hono<ApiEnv>()
  .get("/settings/payments", requires("superAdmin"), async (c) =>
    c.json(await paymentSettingsView(c.get("db"), c.env)),
  )
  .put("/settings/payments", requires("superAdmin"), validateJson(PaymentKeysSchema), async (c) =>
    c.json(await savePaymentKeys(c.get("db"), c.env, c.get("actor"), c.req.valid("json"))),
  )
  .get("/orders/:id", requires("canViewOrders"), id, async (c) =>
    c.json(await adminOrderDetail(c.get("db"), c.req.valid("param").id)),
  )
  .post("/orders/:id/refund", requires("canRefundOrders"), id, validateJson(StaffRefundSchema), async (c) => {
    const { orderItemId } = c.req.valid("json");
    return c.json(
      await refundOrder(c.get("db"), c.env, {
        actor: c.get("actor"),
        orderId: c.req.valid("param").id,
        orderItemId,
      }),
    );
  })
  .post("/orders/:id/cancel", requires("canRefundOrders"), id, async (c) =>
    c.json(
      await staffCancelOrder(c.get("db"), c.env, { actor: c.get("actor"), orderId: c.req.valid("param").id }),
    ),
  )
  .get("/refund-requests", requires("canViewOrders"), async (c) =>
    c.json({ requests: await listRefundRequests(c.get("db")) }),
  )
  .post(
    "/refund-requests/:id/approve",
    requires("canRefundOrders"),
    id,
    validateJson(ApproveRefundRequestSchema),
    async (c) =>
      c.json(
        await approveRefundRequest(c.get("db"), c.env, {
          actor: c.get("actor"),
          requestId: c.req.valid("param").id,
          override: c.req.valid("json").override,
        }),
      ),
  )
  .post("/refund-requests/:id/decline", requires("canRefundOrders"), id, async (c) =>
    c.json(await declineRefundRequest(c.get("db"), c.get("actor"), c.req.valid("param").id)),
  );

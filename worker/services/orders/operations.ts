import { idParam } from "../../../app/schemas/admin/common";
import { ApproveRefundRequestSchema, StaffRefundSchema } from "../../../app/schemas/checkout";
import { esimSupplierFor } from "../../integrations/esim";
import { operation } from "../shared/operation";
import { adminOrderDetail } from "./admin-detail";
import {
  approveOrderRefundRequest,
  declineOrderRefundRequest,
  markSupplierChecked,
  resendOrderEmail,
} from "./desk-actions";
import { orderDeliveryForStaff } from "./esims";
import { listOrders, OrderListQuerySchema } from "./list";
import { staffCancelOrder } from "./refunds/cancel-unpaid";
import { approveRefundRequest, declineRefundRequest, listRefundRequests } from "./refunds/requests";
import { refundOrder } from "./refunds/staff-refund";

const byId = { id: idParam };

/**
 * Orders as staff see and settle them. Money moving (a refund, a cancellation, a refund request's
 * decision) needs canRefundOrders; seeing an order needs canViewOrders.
 */
export const orderOperations = {
  listOrders: operation({
    access: "canViewOrders",
    input: OrderListQuerySchema,
    run: ({ db }, query) => listOrders(db, query),
  }),
  readOrder: operation({
    access: "canViewOrders",
    target: byId,
    run: ({ db }, { id }) => adminOrderDetail(db, id),
  }),
  // Reading the eSIM codes is audited by the service.
  readOrderDelivery: operation({
    access: "canViewOrders",
    target: byId,
    run: ({ db, env, config, actor }, { id }) =>
      orderDeliveryForStaff(db, esimSupplierFor(config, env.SUPPLIER_KV), actor, id),
  }),
  refundOrder: operation({
    access: "canRefundOrders",
    target: byId,
    input: StaffRefundSchema,
    run: ({ db, env, actor }, { id, orderItemId }) =>
      refundOrder(db, env, { actor, orderId: id, orderItemId }),
  }),
  cancelOrder: operation({
    access: "canRefundOrders",
    target: byId,
    run: ({ db, env, actor }, { id }) => staffCancelOrder(db, env, { actor, orderId: id }),
  }),
  // Settling a supplier's disagreement (a refund, a top-up, a word to the customer) is money work.
  markSupplierChecked: operation({
    access: "canRefundOrders",
    target: byId,
    run: ({ db, actor }, { id }) => markSupplierChecked(db, actor, id),
  }),
  listRefundRequests: operation({
    access: "canViewOrders",
    run: async ({ db }) => ({ requests: await listRefundRequests(db) }),
  }),
  approveRefundRequest: operation({
    access: "canRefundOrders",
    target: byId,
    input: ApproveRefundRequestSchema,
    run: ({ db, env, actor }, { id, ...decision }) =>
      approveRefundRequest(db, env, { actor, requestId: id, ...decision }),
  }),
  declineRefundRequest: operation({
    access: "canRefundOrders",
    target: byId,
    run: ({ db, actor }, { id }) => declineRefundRequest(db, actor, id),
  }),
  // The order desk acts on records of the order it shows; each must belong to that order.
  resendOrderEmail: operation({
    access: "canViewOrders",
    target: { orderId: idParam, emailId: idParam },
    run: ({ db, env, actor }, input) => resendOrderEmail(db, env, actor, input),
  }),
  approveOrderRefundRequest: operation({
    access: "canRefundOrders",
    target: { orderId: idParam, requestId: idParam },
    input: ApproveRefundRequestSchema,
    run: ({ db, env, actor }, input) => approveOrderRefundRequest(db, env, actor, input),
  }),
  declineOrderRefundRequest: operation({
    access: "canRefundOrders",
    target: { orderId: idParam, requestId: idParam },
    run: ({ db, actor }, input) => declineOrderRefundRequest(db, actor, input),
  }),
};

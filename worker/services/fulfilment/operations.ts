import { idParam } from "../../../app/schemas/admin/common";
import { ShipLineSchema } from "../../../app/schemas/admin/fulfilment";
import { esimSupplierFor } from "../../integrations/esim";
import { operation } from "../shared/operation";
import { markLineDelivered } from "./arrival";
import { markLineShipped, retryFailedFulfilment } from "./retry";

/** Delivery by hand: retry a failed order, ship a physical SIM, say it arrived. */
export const fulfilmentOperations = {
  // A retry buys new eSIMs from the supplier: it needs the money permission, as a refund does.
  retryFulfilment: operation({
    access: "canRefundOrders",
    target: { id: idParam },
    run: ({ db, env, config, actor }, { id }) =>
      retryFailedFulfilment(db, env, esimSupplierFor(config, env.SUPPLIER_KV), { actor, orderId: id }),
  }),
  shipLine: operation({
    access: "canRefundOrders",
    target: { id: idParam, itemId: idParam },
    input: ShipLineSchema,
    run: ({ db, env, actor }, { id, itemId, ...shipment }) =>
      markLineShipped(db, env, { actor, orderId: id, orderItemId: itemId, input: shipment }),
  }),
  // Saying a posted SIM arrived delivers the order (its status, its audit row): a write, asked of
  // the same staff who may ship it.
  deliverLine: operation({
    access: "canRefundOrders",
    target: { id: idParam, itemId: idParam },
    run: ({ db, actor }, { id, itemId }) =>
      markLineDelivered(db, { actor, orderId: id, orderItemId: itemId }),
  }),
};

import { z } from "zod";
import { OrderDeskActionSchema } from "./order-desk";
import type { RefundSplit } from "./refunds";

// The Orders list's row actions are the order desk's intents (the same fields and operations),
// plus the order each row acts on.
export const OrdersListActionSchema = z
  .object({ orderId: z.coerce.number({ error: "Order is required" }).int().positive("Order") })
  .and(OrderDeskActionSchema);

/** A customer's refund request still waiting for a decision, as the Orders list shows it. */
export interface OpenRefundRequest {
  id: number;
  orderId: number;
  reason: string;
  createdAt: string;
  username: string;
  totalAmountSen: number;
  refundedAmountSen: number;
  /** What approving it would refund: the rest of the order. */
  refundable: RefundSplit;
}

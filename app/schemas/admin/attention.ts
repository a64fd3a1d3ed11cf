/** What the back office's navigation counts as waiting for staff. */
export interface NeedsAttention {
  failedFulfilments: number;
  refundRequests: number;
  /** Delivered orders whose supplier reports other data or days than the shop sold. */
  supplierMismatches: number;
  unansweredChats: number;
  /** Paid Physical SIMs not shipped within one working day. */
  lateShipments: number;
  /** Paid orders of any kind not delivered after the staff's setting of hours. */
  stuckOrders: number;
  total: number;
}

/** What the back office's navigation counts as waiting for staff. */
export interface NeedsAttention {
  failedFulfilments: number;
  refundRequests: number;
  /** Delivered orders whose supplier reports other data or days than the shop sold. */
  supplierMismatches: number;
  unansweredChats: number;
  total: number;
}

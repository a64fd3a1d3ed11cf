/** What the back office's navigation counts as waiting for staff. */
export interface NeedsAttention {
  failedFulfilments: number;
  refundRequests: number;
  unansweredChats: number;
  total: number;
}

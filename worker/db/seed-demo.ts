// The demo shop's customers' traces: one order per status and the banned customer's ban.
/**
 * Demo orders for the demo customer, one per status (SPEC.md §4), so My Orders shows every badge.
 * The payment reference is the idempotency key; dates are fixed so re-seeding changes nothing.
 */
export interface SeedOrder {
  reference: string;
  status: "pending" | "paid" | "cancelled" | "refunded" | "delivered";
  createdAt: string;
  items: { product: string; quantity: number }[];
}

export const SEED_DEMO_ORDERS: SeedOrder[] = [
  {
    reference: "demo_order_delivered",
    status: "delivered",
    createdAt: "2026-06-12T09:15:00Z",
    items: [
      { product: "japan-5gb-7-days", quantity: 2 },
      { product: "south-korea-3gb-5-days", quantity: 1 },
    ],
  },
  {
    reference: "demo_order_refunded",
    status: "refunded",
    createdAt: "2026-07-03T14:40:00Z",
    items: [{ product: "europe-10gb-15-days", quantity: 1 }],
  },
  {
    reference: "demo_order_cancelled",
    status: "cancelled",
    createdAt: "2026-08-21T18:05:00Z",
    items: [{ product: "united-states-10gb-10-days", quantity: 1 }],
  },
  {
    reference: "demo_order_paid",
    status: "paid",
    createdAt: "2026-09-30T07:30:00Z",
    items: [
      { product: "thailand-10gb-8-days", quantity: 1 },
      { product: "global-5gb-15-days", quantity: 1 },
    ],
  },
  {
    reference: "demo_order_pending",
    status: "pending",
    createdAt: "2026-10-28T11:00:00Z",
    items: [{ product: "asia-pacific-10gb-15-days", quantity: 3 }],
  },
];

/** The banned demo customer's ban (the e2e suite signs in as them to see the ban message). */
export const SEED_BANNED_CUSTOMER_BAN = {
  reason: "Repeated chargebacks on demo orders",
  expiresAt: "2030-01-01T00:00:00Z",
};

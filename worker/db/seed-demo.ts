// The demo shop's customers' traces: reviews, one order per status, and the banned customer's ban.
export const SEED_REVIEWS = [
  {
    product: "japan-5gb-7-days",
    customerName: "Nurul Aina",
    location: "Kuala Lumpur",
    rating: 5,
    featured: true,
    comment:
      "Scanned the QR code at KLIA and had 5G the moment we landed in Osaka. No more hunting for pocket Wi-Fi.",
  },
  {
    product: "europe-10gb-15-days",
    customerName: "Jason Lim",
    location: "Penang",
    rating: 5,
    featured: true,
    comment:
      "One eSIM for France, Italy and Switzerland. It switched networks at every border without me touching anything.",
  },
  {
    product: "japan-5gb-7-days",
    customerName: "Hafiz Rahman",
    location: "Johor Bahru",
    rating: 4,
    featured: false,
    comment:
      "Fast in Tokyo and Kyoto. Slower in the mountains near Hakone, but it never dropped out completely.",
  },
  {
    product: "thailand-10gb-8-days",
    customerName: "Priya Nair",
    location: "Shah Alam",
    rating: 5,
    featured: false,
    comment: "Cheaper than the SIM counter at Suvarnabhumi and it worked on the island ferries too.",
  },
  {
    product: "united-states-10gb-10-days",
    customerName: "Daniel Wong",
    location: "Kota Kinabalu",
    rating: 4,
    featured: false,
    comment: "Good coverage across California. Setting it up before the flight took two minutes.",
  },
  {
    product: "global-20gb-60-days",
    customerName: "Siti Mariam",
    location: "Ipoh",
    rating: 5,
    featured: false,
    comment:
      "Two months, six countries, one plan. Topped up once and support answered on WhatsApp within minutes.",
  },
  {
    product: "asia-pacific-10gb-15-days",
    customerName: "Kevin Tan",
    location: "Melaka",
    rating: 5,
    featured: false,
    comment: "Used it in Singapore, Vietnam and Taiwan on one trip. Great value for a regional plan.",
  },
  {
    product: "united-kingdom-5gb-7-days",
    customerName: "Aminah Yusof",
    location: "Kuching",
    rating: 3,
    featured: false,
    comment:
      "Worked well in London. I ran out of data faster than expected, so pick a bigger plan for video calls.",
  },
] as const;

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

// The local catalogue and default content (ARCHITECTURE.md "Seed data"). Prices are integer sen.
// What each regional and global plan covers, as ISO codes (the seed matches them to destinations).
// Europe is the EU, the EEA, Switzerland, the UK and Turkey, as European regional eSIMs cover.
const AP_CODES = ["JP", "KR", "TH", "SG", "MY", "ID", "VN", "PH", "TW", "HK", "AU", "NZ"];
const EU_CODES = [
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
  ...["IS", "LI", "NO", "CH", "GB", "TR"],
];
const AM_CODES = ["US", "CA", "MX", "BR", "AR", "CL", "PE", "CO"];
// Global plans reach the regional plans' countries and about seventy more.
const GLOBAL_CODES = [
  ...AP_CODES,
  ...EU_CODES,
  ...AM_CODES,
  ...["CN", "MO", "IN", "KH", "LA", "MM", "BD", "LK", "NP", "PK", "MV", "BN", "MN", "KZ", "UZ", "KG", "FJ"],
  ...["AE", "BH", "IL", "JO", "KW", "OM", "QA", "SA"],
  ...["EG", "MA", "TN", "ZA", "KE", "TZ", "UG", "NG", "GH", "RW", "MU", "SN", "CI"],
  ...["AL", "BA", "ME", "MK", "RS", "XK", "AD", "MC", "SM", "VA", "GE", "AM", "AZ", "MD", "UA"],
  ...["FO", "GI", "IM", "JE", "GG"],
  ...["UY", "PY", "BO", "EC", "CR", "PA", "GT", "SV", "HN", "NI", "DO", "JM", "PR"],
];
const AP = AP_CODES.join(",");
const EU = EU_CODES.join(",");
const AM = AM_CODES.join(",");
const GLOBAL = GLOBAL_CODES.join(",");

const GB = 1024;

export interface SeedProduct {
  slug: string;
  name: string;
  region: "Asia Pacific" | "Europe" | "Americas" | "Global";
  type: "eSIM" | "Physical SIM";
  durationDays: number;
  dataMb: number | null;
  priceSen: number;
  originalPriceSen?: number;
  popular?: boolean;
  coverage: string;
  countries: string;
  stock: number;
}

const plan = (p: Omit<SeedProduct, "countries"> & { countries?: string }): SeedProduct => ({
  countries: p.coverage,
  ...p,
});

export const SEED_PRODUCTS: SeedProduct[] = [
  plan({
    slug: "japan-5gb-7-days",
    name: "Japan",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 7,
    dataMb: 5 * GB,
    priceSen: 2500,
    originalPriceSen: 3000,
    popular: true,
    coverage: "Japan",
    stock: 120,
  }),
  plan({
    slug: "japan-unlimited-15-days",
    name: "Japan Unlimited",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 15,
    dataMb: null,
    priceSen: 8900,
    coverage: "Japan",
    stock: 80,
  }),
  plan({
    slug: "south-korea-3gb-5-days",
    name: "South Korea",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 5,
    dataMb: 3 * GB,
    priceSen: 1900,
    coverage: "South Korea",
    stock: 90,
  }),
  plan({
    slug: "thailand-10gb-8-days",
    name: "Thailand",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 8,
    dataMb: 10 * GB,
    priceSen: 2900,
    originalPriceSen: 3500,
    popular: true,
    coverage: "Thailand",
    stock: 150,
  }),
  plan({
    slug: "thailand-tourist-sim-15gb-8-days",
    name: "Thailand Tourist SIM",
    region: "Asia Pacific",
    type: "Physical SIM",
    durationDays: 8,
    dataMb: 15 * GB,
    priceSen: 3500,
    coverage: "Thailand",
    stock: 8,
  }),
  plan({
    slug: "singapore-5gb-3-days",
    name: "Singapore",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 3,
    dataMb: 5 * GB,
    priceSen: 1500,
    coverage: "Singapore",
    stock: 200,
  }),
  plan({
    slug: "indonesia-20gb-30-days",
    name: "Indonesia & Bali",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 30,
    dataMb: 20 * GB,
    priceSen: 4500,
    coverage: "Indonesia",
    stock: 60,
  }),
  plan({
    slug: "vietnam-1gb-1-day",
    name: "Vietnam Day Pass",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 1,
    dataMb: 1 * GB,
    priceSen: 600,
    coverage: "Vietnam",
    stock: 300,
  }),
  plan({
    slug: "australia-sim-20gb-30-days",
    name: "Australia",
    region: "Asia Pacific",
    type: "Physical SIM",
    durationDays: 30,
    dataMb: 20 * GB,
    priceSen: 6900,
    originalPriceSen: 7900,
    coverage: "Australia",
    stock: 40,
  }),
  plan({
    slug: "asia-pacific-10gb-15-days",
    name: `Asia Pacific ${AP_CODES.length} Countries`,
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 15,
    dataMb: 10 * GB,
    priceSen: 5900,
    popular: true,
    coverage: `${AP_CODES.length} countries in Asia Pacific`,
    countries: AP,
    stock: 110,
  }),
  plan({
    slug: "asia-pacific-sim-unlimited-30-days",
    name: "Asia Pacific Unlimited SIM",
    region: "Asia Pacific",
    type: "Physical SIM",
    durationDays: 30,
    dataMb: null,
    priceSen: 12900,
    coverage: `${AP_CODES.length} countries in Asia Pacific`,
    countries: AP,
    stock: 5,
  }),
  plan({
    slug: "china-hk-macau-6gb-10-days",
    name: "China, Hong Kong & Macau",
    region: "Asia Pacific",
    type: "eSIM",
    durationDays: 10,
    dataMb: 6 * GB,
    priceSen: 3900,
    coverage: "China, Hong Kong, Macau",
    countries: "China,Hong Kong,Macau",
    stock: 70,
  }),
  plan({
    slug: "europe-10gb-15-days",
    name: `Europe ${EU_CODES.length} Countries`,
    region: "Europe",
    type: "eSIM",
    durationDays: 15,
    dataMb: 10 * GB,
    priceSen: 5500,
    originalPriceSen: 6500,
    popular: true,
    coverage: `${EU_CODES.length} countries in Europe`,
    countries: EU,
    stock: 130,
  }),
  plan({
    slug: "europe-50gb-30-days",
    name: "Europe 50GB",
    region: "Europe",
    type: "eSIM",
    durationDays: 30,
    dataMb: 50 * GB,
    priceSen: 9900,
    coverage: `${EU_CODES.length} countries in Europe`,
    countries: EU,
    stock: 75,
  }),
  plan({
    slug: "europe-unlimited-7-days",
    name: "Europe Unlimited Week",
    region: "Europe",
    type: "eSIM",
    durationDays: 7,
    dataMb: null,
    priceSen: 7900,
    coverage: `${EU_CODES.length} countries in Europe`,
    countries: EU,
    stock: 65,
  }),
  plan({
    slug: "united-kingdom-5gb-7-days",
    name: "United Kingdom",
    region: "Europe",
    type: "eSIM",
    durationDays: 7,
    dataMb: 5 * GB,
    priceSen: 2800,
    coverage: "United Kingdom",
    stock: 95,
  }),
  plan({
    slug: "united-kingdom-sim-30gb-30-days",
    name: "United Kingdom SIM",
    region: "Europe",
    type: "Physical SIM",
    durationDays: 30,
    dataMb: 30 * GB,
    priceSen: 5900,
    coverage: "United Kingdom",
    stock: 30,
  }),
  plan({
    slug: "turkey-3gb-7-days",
    name: "Turkey",
    region: "Europe",
    type: "eSIM",
    durationDays: 7,
    dataMb: 3 * GB,
    priceSen: 2200,
    coverage: "Turkey",
    stock: 55,
  }),
  plan({
    slug: "switzerland-2gb-3-days",
    name: "Switzerland",
    region: "Europe",
    type: "eSIM",
    durationDays: 3,
    dataMb: 2 * GB,
    priceSen: 1800,
    coverage: "Switzerland",
    stock: 45,
  }),
  plan({
    slug: "europe-sim-40gb-90-days",
    name: "Europe Long Stay SIM",
    region: "Europe",
    type: "Physical SIM",
    durationDays: 90,
    dataMb: 40 * GB,
    priceSen: 14900,
    originalPriceSen: 16900,
    coverage: `${EU_CODES.length} countries in Europe`,
    countries: EU,
    stock: 12,
  }),
  plan({
    slug: "united-states-10gb-10-days",
    name: "United States",
    region: "Americas",
    type: "eSIM",
    durationDays: 10,
    dataMb: 10 * GB,
    priceSen: 4500,
    popular: true,
    coverage: "United States",
    stock: 140,
  }),
  plan({
    slug: "usa-canada-unlimited-30-days",
    name: "USA & Canada Unlimited",
    region: "Americas",
    type: "eSIM",
    durationDays: 30,
    dataMb: null,
    priceSen: 13900,
    coverage: "United States, Canada",
    countries: "United States,Canada",
    stock: 50,
  }),
  plan({
    slug: "latin-america-15gb-30-days",
    name: "Latin America",
    region: "Americas",
    type: "eSIM",
    durationDays: 30,
    dataMb: 15 * GB,
    priceSen: 8500,
    coverage: "6 countries in Latin America",
    countries: "Mexico,Brazil,Argentina,Chile,Peru,Colombia",
    stock: 35,
  }),
  plan({
    slug: "mexico-sim-5gb-7-days",
    name: "Mexico SIM",
    region: "Americas",
    type: "Physical SIM",
    durationDays: 7,
    dataMb: 5 * GB,
    priceSen: 3200,
    coverage: "Mexico",
    stock: 25,
  }),
  plan({
    slug: "brazil-8gb-14-days",
    name: "Brazil",
    region: "Americas",
    type: "eSIM",
    durationDays: 14,
    dataMb: 8 * GB,
    priceSen: 4200,
    coverage: "Brazil",
    stock: 40,
  }),
  plan({
    slug: "canada-3gb-7-days",
    name: "Canada",
    region: "Americas",
    type: "eSIM",
    durationDays: 7,
    dataMb: 3 * GB,
    priceSen: 3000,
    originalPriceSen: 3600,
    coverage: "Canada",
    stock: 60,
  }),
  plan({
    slug: "americas-sim-25gb-60-days",
    name: "Americas Explorer SIM",
    region: "Americas",
    type: "Physical SIM",
    durationDays: 60,
    dataMb: 25 * GB,
    priceSen: 11900,
    coverage: `${AM_CODES.length} countries in the Americas`,
    countries: AM,
    stock: 9,
  }),
  plan({
    slug: "global-1gb-7-days",
    name: "Global Starter",
    region: "Global",
    type: "eSIM",
    durationDays: 7,
    dataMb: 1 * GB,
    priceSen: 2500,
    coverage: `${GLOBAL_CODES.length} countries worldwide`,
    countries: GLOBAL,
    stock: 500,
  }),
  plan({
    slug: "global-5gb-15-days",
    name: "Global Traveller",
    region: "Global",
    type: "eSIM",
    durationDays: 15,
    dataMb: 5 * GB,
    priceSen: 6900,
    coverage: `${GLOBAL_CODES.length} countries worldwide`,
    countries: GLOBAL,
    stock: 250,
  }),
  plan({
    slug: "global-20gb-60-days",
    name: "Global Nomad",
    region: "Global",
    type: "eSIM",
    durationDays: 60,
    dataMb: 20 * GB,
    priceSen: 15900,
    originalPriceSen: 18900,
    popular: true,
    coverage: `${GLOBAL_CODES.length} countries worldwide`,
    countries: GLOBAL,
    stock: 100,
  }),
  plan({
    slug: "global-sim-unlimited-90-days",
    name: "Global Unlimited SIM",
    region: "Global",
    type: "Physical SIM",
    durationDays: 90,
    dataMb: null,
    priceSen: 39900,
    coverage: `${GLOBAL_CODES.length} countries worldwide`,
    countries: GLOBAL,
    stock: 15,
  }),
];

/**
 * The top-ups staff have priced for every seeded eSIM plan, so a fresh clone can top up out of the
 * box. They are the two the demo supplier offers for any eSIM it issued under `demo-<plan slug>`
 * (worker/integrations/esim/demo-topups.ts). A top-up costs its usual price, but never more than
 * the given share of its plan's price: topping up must not cost more than buying the plan again.
 */
const TOPUP_OFFERS = [
  { suffix: "topup-1gb-7d", name: "1 GB – 7 days", dataMb: GB, durationDays: 7, priceSen: 900, share: 0.5 },
  {
    suffix: "topup-3gb-30d",
    name: "3 GB – 30 days",
    dataMb: 3 * GB,
    durationDays: 30,
    priceSen: 1900,
    share: 0.8,
  },
] as const;

export interface SeedTopup {
  slug: string;
  /** The plan whose region, coverage, image and purchase URL the top-up shares. */
  planSlug: string;
  name: string;
  dataMb: number;
  durationDays: number;
  priceSen: number;
  supplierPackage: string;
}

export const SEED_TOPUPS: SeedTopup[] = SEED_PRODUCTS.filter((p) => p.type === "eSIM").flatMap((p) =>
  TOPUP_OFFERS.map((offer) => ({
    slug: `${p.slug}-${offer.suffix}`,
    planSlug: p.slug,
    name: offer.name,
    dataMb: offer.dataMb,
    durationDays: offer.durationDays,
    // Whole ten sen, as the shop's other prices are.
    priceSen: Math.min(offer.priceSen, Math.floor((p.priceSen * offer.share) / 10) * 10),
    supplierPackage: `demo-${p.slug}-${offer.suffix}`,
  })),
);

/** Plan facts shown on cards; a plan not listed gets its region's usual facts. */
export interface SeedPlanFacts {
  networks: string | null;
  speed: "4G" | "5G" | null;
  hotspot: boolean;
  validityStart: "first-use" | "purchase";
  topUp: boolean;
}

export const SEED_PLAN_FACTS: Record<string, SeedPlanFacts> = {
  "japan-5gb-7-days": {
    networks: "SoftBank, KDDI",
    speed: "5G",
    hotspot: true,
    validityStart: "first-use",
    topUp: true,
  },
  "japan-unlimited-15-days": {
    networks: "SoftBank",
    speed: "4G",
    hotspot: false,
    validityStart: "first-use",
    topUp: false,
  },
  "south-korea-3gb-5-days": {
    networks: "SK Telecom, KT",
    speed: "5G",
    hotspot: true,
    validityStart: "first-use",
    topUp: true,
  },
  "thailand-10gb-8-days": {
    networks: "AIS, TrueMove H",
    speed: "5G",
    hotspot: true,
    validityStart: "first-use",
    topUp: true,
  },
};

export function defaultPlanFacts(p: Pick<SeedProduct, "slug" | "type" | "region">): SeedPlanFacts {
  const physical = p.type === "Physical SIM";
  const global = p.region === "Global";
  const slug = p.slug;
  return {
    networks: global ? "Best local network in each country" : null,
    speed: global ? "4G" : "5G",
    hotspot: !slug.includes("unlimited"),
    validityStart: physical ? "purchase" : "first-use",
    topUp: !physical,
  };
}

export const SITE_IMAGE_DEFAULTS = [
  {
    key: "hero-header",
    url: "/static/site/hero-header.svg",
    alt: "A phone showing an eSIM QR code, connected across the globe",
    description: "Home page hero",
  },
  {
    key: "world-map",
    url: "/static/site/world-map.svg",
    alt: "World map of JalanSIM coverage",
    description: "Global coverage map",
  },
  {
    key: "vodafone-logo",
    url: "/static/site/vodafone-logo.svg",
    alt: "Vodafone",
    description: "Trusted partner wordmark",
  },
  {
    key: "orange-logo",
    url: "/static/site/orange-logo.svg",
    alt: "Orange",
    description: "Trusted partner wordmark",
  },
  {
    key: "tmobile-logo",
    url: "/static/site/tmobile-logo.svg",
    alt: "T-Mobile",
    description: "Trusted partner wordmark",
  },
  { key: "mtn-logo", url: "/static/site/mtn-logo.svg", alt: "MTN", description: "Trusted partner wordmark" },
  {
    key: "telstra-logo",
    url: "/static/site/telstra-logo.svg",
    alt: "Telstra",
    description: "Trusted partner wordmark",
  },
  {
    key: "movistar-logo",
    url: "/static/site/movistar-logo.svg",
    alt: "Movistar",
    description: "Trusted partner wordmark",
  },
] as const;

export const PAGE_CONTENT_DEFAULTS = [
  {
    page: "about",
    title: "Our Story",
    subtitle: "Connecting travellers to the world since 2019",
    imageUrl: "/static/site/world-map.svg",
    content: `## Our mission

We believe staying connected abroad should be as easy as switching on your phone. JalanSIM gives travellers fast, affordable mobile data across Asia Pacific, Europe, the Americas and beyond, with no roaming shocks and no airport queues.

## Who we are

Founded in Kuala Lumpur by frequent travellers, we partner with 500+ operators worldwide to bring you reliable local networks at fair prices, all priced in ringgit. Our team offers **24/7 support** in English and Bahasa Malaysia, wherever you are.`,
  },
  {
    page: "support",
    title: "Support Center",
    subtitle: "Answers for every step of your trip",
    imageUrl: "/static/site/hero-header.svg",
    content: `## We are here to help

Most questions are answered in the FAQ below. If you still need help, send us a message and we will reply **within 24 hours**, or reach us by phone or WhatsApp.`,
  },
  {
    page: "partner",
    title: "Partner With Us",
    subtitle: "Grow your travel business with JalanSIM",
    imageUrl: "/static/site/world-map.svg",
    content: `## Why partner with JalanSIM

Travel agencies, retail shops, affiliates and resellers earn **commission of up to 25%** on every plan they sell. Tell us about your business and our partnerships team will review your request in **2-3 business days**.`,
  },
  {
    page: "privacy",
    title: "Privacy Policy",
    subtitle: "What we collect, why, and your choices",
    imageUrl: null,
    content: `## What we collect

To sell and deliver your plan we keep your **name, e-mail address, username and order history**. When you chat with support we keep the messages so the next agent can pick up where the last one stopped. We do not store card numbers: payments are handled by our payment provider.

## Why we use it

- To deliver your eSIM or SIM and send you its QR code and receipts.
- To answer your support questions and refund requests.
- To keep your account secure (sign-in records, protection against abuse).

We never sell your personal data. We share it only with the mobile network partner that activates your plan and with the payment provider, and only what they need.

## Your choices

You can change your e-mail and password on your Profile page, and ask us to delete your account at any time through the Support page. Orders are kept as long as the law on business records requires.

## Cookies

We use only the cookies the shop needs: your session and your cart. No advertising trackers.`,
  },
  {
    page: "terms",
    title: "Terms of Service",
    subtitle: "The rules for buying and using our plans",
    imageUrl: null,
    content: `## Using JalanSIM

By buying a plan you agree to these terms. Plans are for personal travel use on a device that supports eSIM (for eSIM plans) or is unlocked (for physical SIM cards). Check your device before you buy.

## Plans and prices

Prices are in Malaysian ringgit (RM) and include the data, validity and coverage shown on the plan page. A plan's validity starts either when it first connects to a network in a covered country or when it is purchased, as the plan page states.

## Fair use

Plans are for personal use. Reselling, running servers or sharing a plan with many devices may lead to the plan being slowed or stopped by the network partner.

## Refunds

Refunds follow our [Refund Policy](/refund-policy): a full refund for an unused, not-yet-activated eSIM within 7 days of purchase.

## Contact

Questions about these terms? Reach us through the [Support page](/support).`,
  },
  {
    page: "refund-policy",
    title: "Refund Policy",
    subtitle: "Full refund for an unused eSIM within 7 days",
    imageUrl: null,
    content: `## The 7-day rule

You get a **full refund for an unused, not-yet-activated eSIM within 7 days of purchase**. Not activated means the eSIM has not been installed on a device and has not connected to any network.

## How to ask for a refund

Send us your order number through the [Support page](/support) or live chat. We check that the eSIM has not been activated and refund the full amount to the way you paid, usually within 5 to 10 business days.

## When a refund is not possible

- The eSIM has been installed or has connected to a network.
- More than 7 days have passed since purchase.
- A physical SIM card has been opened or used.

If a plan does not work because of a fault on our side, contact support: we will fix it, replace the plan or refund you, even after activation.`,
  },
] as const;

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

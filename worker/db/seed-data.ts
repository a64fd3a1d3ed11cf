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

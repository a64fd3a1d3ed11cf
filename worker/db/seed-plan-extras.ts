import en from "../../messages/en.json";
import { GB, SEED_PRODUCTS, type SeedProduct } from "./seed-data";

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
    // The shop's own words, which a page says in its language (worker/web/language/places.server.ts).
    networks: global ? en["planCard.fact.everyCountry"] : null,
    speed: global ? "4G" : "5G",
    hotspot: !slug.includes("unlimited"),
    validityStart: physical ? "purchase" : "first-use",
    topUp: !physical,
  };
}

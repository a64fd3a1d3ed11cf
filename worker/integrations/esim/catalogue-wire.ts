import { z } from "zod";

/**
 * The supplier's catalogue as Airalo's `GET /v2/packages` sends it (decision 0084), read into the
 * shop's terms: one `CataloguePackage` per package, with its operator's coverage and rules. Fields
 * the shop does not use are ignored; a package that cannot be read is refused with its reason, never
 * guessed.
 */
const NetworkSchema = z.object({ name: z.string().min(1), types: z.array(z.string()) });
const CoverageSchema = z.object({ code: z.string().length(2), networks: z.array(NetworkSchema) });
const PriceSchema = z.object({ MYR: z.number().positive() });
const PackageSchema = z.object({
  id: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  day: z.number().int().min(1).max(3650),
  is_unlimited: z.boolean(),
  voice: z.number().int().nullable().optional(),
  text: z.number().int().nullable().optional(),
  prices: z.object({ net_price: PriceSchema, recommended_retail_price: PriceSchema }),
  fair_usage_policy: z.string().nullable().optional(),
});
const OperatorSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  type: z.enum(["local", "global"]),
  rechargeability: z.boolean(),
  activation_policy: z.string(),
  info: z.array(z.string()).default([]),
  apn_value: z.string().nullable().optional(),
  coverages: z.array(CoverageSchema).min(1),
  packages: z.array(z.unknown()),
});
const EntrySchema = z.object({
  slug: z.string().min(1),
  country_code: z.string(),
  title: z.string(),
  operators: z.array(OperatorSchema),
});
/** One page of `GET /v2/packages`. */
const CataloguePageSchema = z.object({
  data: z.array(EntrySchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
});

interface NetworkCoverage {
  code: string;
  operators: { name: string; types: string[] }[];
}

export interface CataloguePackage {
  packageId: string;
  /** The supplier's destination entry: a country's slug, or a region's ("europe", "world"). */
  entrySlug: string;
  entryTitle: string;
  scope: "local" | "global";
  operatorId: number;
  operatorName: string;
  /** MB; null when unlimited. */
  dataMb: number | null;
  days: number;
  unlimited: boolean;
  fairUse: { fullSpeedMbPerDay: number; afterKbps: number } | null;
  voiceMinutes: number | null;
  sms: number | null;
  hotspot: boolean;
  validityStarts: "installation" | "first-connection";
  topUp: boolean;
  apn: string | null;
  networks: NetworkCoverage[];
  /** The wholesale cost and the minimum selling price, in sen. */
  costSen: number;
  minPriceSen: number;
}

export interface CatalogueRefusal {
  packageId: string;
  reason: string;
}

const toSen = (myr: number) => Math.round(myr * 100);
const FAIR_USE = /([\d.]+)\s*(kbps|Mbps)\s+after\s+([\d.]+)\s*(MB|GB)\s+usage per day/i;

/**
 * "Lower speed rate of 1 Mbps after 3 GB usage per day." → 3072 MB at full speed, then 1000 kbps.
 * @unitTested
 */
export function readFairUse(policy: string | null | undefined): CataloguePackage["fairUse"] {
  const match = FAIR_USE.exec(policy ?? "");
  if (!match) return null;
  const [, speed, speedUnit, amount, amountUnit] = match;
  const afterKbps = Math.round(Number(speed) * (speedUnit?.toLowerCase() === "mbps" ? 1000 : 1));
  const fullSpeedMbPerDay = Math.round(Number(amount) * (amountUnit?.toUpperCase() === "GB" ? 1024 : 1));
  return { fullSpeedMbPerDay, afterKbps };
}

type Operator = z.output<typeof OperatorSchema>;
type Entry = z.output<typeof EntrySchema>;

function readPackage(entry: Entry, operator: Operator, raw: unknown): CataloguePackage | CatalogueRefusal {
  const parsed = PackageSchema.safeParse(raw);
  const id = String((raw as { id?: unknown } | null)?.id ?? "");
  if (!parsed.success) return { packageId: id, reason: `unreadable: ${parsed.error.issues[0]?.message}` };
  const p = parsed.data;
  const costSen = toSen(p.prices.net_price.MYR);
  const minPriceSen = toSen(p.prices.recommended_retail_price.MYR);
  if (minPriceSen < costSen) return { packageId: p.id, reason: "its minimum price is below its cost" };
  if (!p.is_unlimited && p.amount === 0) return { packageId: p.id, reason: "it holds no data" };
  const fairUse = p.is_unlimited ? readFairUse(p.fair_usage_policy) : null;
  return {
    packageId: p.id,
    entrySlug: entry.slug,
    entryTitle: entry.title,
    scope: operator.type,
    operatorId: operator.id,
    operatorName: operator.title,
    dataMb: p.is_unlimited ? null : p.amount,
    days: p.day,
    unlimited: p.is_unlimited,
    fairUse,
    voiceMinutes: p.voice ?? null,
    sms: p.text ?? null,
    hotspot: !operator.info.some((line) => /hotspot sharing is not allowed/i.test(line)),
    validityStarts: operator.activation_policy === "installation" ? "installation" : "first-connection",
    topUp: operator.rechargeability,
    apn: operator.apn_value ?? null,
    networks: operator.coverages.map((c) => ({ code: c.code, operators: c.networks })),
    costSen,
    minPriceSen,
  };
}

/** A page's packages read into the shop's terms, and those refused with the reason. */
export function readCataloguePage(body: unknown): {
  packages: CataloguePackage[];
  refused: CatalogueRefusal[];
  lastPage: number;
} {
  const page = CataloguePageSchema.parse(body);
  const packages: CataloguePackage[] = [];
  const refused: CatalogueRefusal[] = [];
  for (const entry of page.data)
    for (const operator of entry.operators)
      for (const raw of operator.packages) {
        const read = readPackage(entry, operator, raw);
        if ("reason" in read) refused.push(read);
        else packages.push(read);
      }
  return { packages, refused, lastPage: page.meta.last_page };
}

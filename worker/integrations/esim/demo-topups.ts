import {
  type EsimSupplier,
  type EsimUsage,
  RecycledEsimError,
  type SimPackage,
  SupplierError,
  type TopupPackage,
} from "./types";

/**
 * The demo supplier's top-ups, in KV beside its profiles (see demo.ts):
 * - `demo:packages:<iccid>`  the packages the eSIM carried (JSON SimPackage[]), oldest first;
 * - `demo:recycled:<iccid>`  present: the eSIM was recycled and takes no top-up (Airalo's code 73);
 * - `demo:topup-lose-next`   a number: that many next top-ups are applied, then answer a timeout,
 *                            as a supplier does when it accepted the order and the answer was lost;
 * - `demo:package:<code>`    JSON { dataMb, days }: what the demo's catalogue says a package holds,
 *                            in place of what its code reads as (a catalogue that drifted from the shop's).
 * Every eSIM is offered two top-ups named after the package it was issued with.
 */
const packagesKey = (iccid: string) => `demo:packages:${iccid}`;
/** @testSeam for `tests/integration/my-esims.test.ts` and others */
export const demoRecycledKey = (iccid: string) => `demo:recycled:${iccid}`;
/** @testSeam for `tests/integration/supplier-mismatch.test.ts` and others */
export const demoPackageKey = (code: string) => `demo:package:${code}`;
/** @testSeam for `tests/integration/supplier-topups.test.ts` and others */
export const DEMO_TOPUP_LOSE_NEXT_KEY = "demo:topup-lose-next";

const OFFERS = [
  { suffix: "topup-1gb-7d", title: "1 GB - 7 Days", dataMb: 1024, days: 7 },
  { suffix: "topup-3gb-30d", title: "3 GB - 30 Days", dataMb: 3 * 1024, days: 30 },
] as const;

const DAY_MS = 24 * 3600 * 1000;

type SimKey = (iccid: string) => string;

interface PackageFigures {
  /** null when unlimited. */
  dataMb: number | null;
  days: number;
}

/**
 * What the demo's catalogue says a package holds: "demo-japan-5gb-7-days" is 5 GB for 7 days,
 * "…-unlimited-15-days" unlimited for 15, unless `demo:package:<code>` says otherwise. Only the
 * demo reads meaning into codes.
 */
export async function demoPackageFigures(kv: KVNamespace, code: string): Promise<PackageFigures> {
  const stated = await kv.get<PackageFigures>(demoPackageKey(code), "json");
  if (stated) return stated;
  const gb = /(\d+)\s*gb/i.exec(code);
  const mb = /(\d+)\s*mb/i.exec(code);
  const days = /(\d+)-?days?\b/i.exec(code);
  return {
    dataMb: /unlimited/i.test(code) ? null : gb ? Number(gb[1]) * 1024 : mb ? Number(mb[1]) : 1024,
    days: days ? Number(days[1]) : 30,
  };
}

export function demoIssuedPackage(packageCode: string, figures: PackageFigures): SimPackage[] {
  return [
    {
      packageCode,
      kind: "sim",
      status: "not_installed",
      dataMb: figures.dataMb,
      unlimited: figures.dataMb === null,
      days: figures.days,
    },
  ];
}

export function demoPackagesKey(iccid: string): string {
  return packagesKey(iccid);
}

export function createDemoTopups(
  kv: KVNamespace,
  simKey: SimKey,
): Pick<EsimSupplier, "topupPackages" | "orderTopup" | "packageHistory"> {
  async function history(iccid: string): Promise<SimPackage[]> {
    const packages = await kv.get<SimPackage[]>(packagesKey(iccid), "json");
    if (!packages) throw new SupplierError("Demo supplier: unknown ICCID", false, 404);
    return packages;
  }

  async function offers(iccid: string): Promise<TopupPackage[]> {
    const [issued] = await history(iccid);
    if (!issued || (await kv.get(demoRecycledKey(iccid)))) return [];
    return OFFERS.map(({ suffix, title, dataMb, days }) => ({
      packageCode: `${issued.packageCode}-${suffix}`,
      title,
      dataMb,
      unlimited: false,
      days,
    }));
  }

  async function countDown(key: string): Promise<boolean> {
    const left = Number((await kv.get(key)) ?? 0);
    if (left <= 0) return false;
    await kv.put(key, String(left - 1));
    return true;
  }

  return {
    topupPackages: offers,
    packageHistory: history,
    async orderTopup({ iccid, packageCode }) {
      if (await kv.get(demoRecycledKey(iccid))) throw new RecycledEsimError(iccid);
      const offer = (await offers(iccid)).find((o) => o.packageCode === packageCode);
      if (!offer)
        throw new SupplierError("Demo supplier: this top-up is not offered for the eSIM", false, 422);
      const usage = await kv.get<EsimUsage>(simKey(iccid), "json");
      if (!usage) throw new SupplierError("Demo supplier: unknown ICCID", false, 404);
      const added = offer.dataMb ?? 0;
      const base = usage.expiresAt ? Math.max(Date.parse(usage.expiresAt), Date.now()) : null;
      const topped: EsimUsage = {
        ...usage,
        status: usage.status === "finished" || usage.status === "expired" ? "active" : usage.status,
        totalMb: usage.unlimited ? null : (usage.totalMb ?? 0) + added,
        remainingMb: usage.unlimited ? null : (usage.remainingMb ?? 0) + added,
        expiresAt: base === null ? null : new Date(base + offer.days * DAY_MS).toISOString(),
      };
      const packages = [
        ...(await history(iccid)),
        {
          packageCode,
          kind: "topup" as const,
          status: topped.status,
          dataMb: offer.dataMb,
          unlimited: offer.unlimited,
          days: offer.days,
        },
      ];
      await Promise.all([
        kv.put(simKey(iccid), JSON.stringify(topped)),
        kv.put(packagesKey(iccid), JSON.stringify(packages)),
      ]);
      if (await countDown(DEMO_TOPUP_LOSE_NEXT_KEY)) {
        throw new SupplierError("Demo supplier: timed out waiting for the answer", true);
      }
      return { supplierRef: `demo-topup-${crypto.randomUUID()}` };
    },
  };
}

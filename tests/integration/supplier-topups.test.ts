import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAiraloSupplier } from "../../worker/integrations/esim/airalo";
import { createDemoSupplier } from "../../worker/integrations/esim/demo";
import {
  DEMO_TOPUP_LOSE_NEXT_KEY,
  demoPackageKey,
  demoRecycledKey,
} from "../../worker/integrations/esim/demo-topups";
import { type EsimSupplier, RecycledEsimError, SupplierError } from "../../worker/integrations/esim/types";

// The three top-up calls of each supplier: the demo (KV, no network) and Airalo's wire format
// against the stand-in of scripts/airalo-standin. Each supplier is driven the same way: issue an
// eSIM, list its top-ups, buy one, read the package history, and meet a recycled eSIM.
const standin = (path: string, body: Record<string, unknown>) =>
  fetch(`${env.TEST_AIRALO_URL}/__control/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const airalo = () =>
  createAiraloSupplier({
    baseUrl: env.TEST_AIRALO_URL,
    clientId: "standin-client",
    clientSecret: "standin-secret",
    kv: env.SUPPLIER_KV,
  });

const SUPPLIERS: {
  name: string;
  supplier: () => EsimSupplier;
  recycle: (iccid: string) => Promise<unknown>;
  loseNextAnswer: () => Promise<unknown>;
  /** Make the supplier describe a package otherwise than its name says (a catalogue that drifted). */
  describePackage: (code: string, figures: { dataMb: number; days: number }) => Promise<unknown>;
}[] = [
  {
    name: "demo",
    supplier: () => createDemoSupplier(env.SUPPLIER_KV),
    recycle: (iccid) => env.SUPPLIER_KV.put(demoRecycledKey(iccid), "1"),
    loseNextAnswer: () => env.SUPPLIER_KV.put(DEMO_TOPUP_LOSE_NEXT_KEY, "1"),
    describePackage: (code, figures) => env.SUPPLIER_KV.put(demoPackageKey(code), JSON.stringify(figures)),
  },
  {
    name: "airalo stand-in",
    supplier: airalo,
    recycle: (iccid) => standin("recycle", { iccid }),
    loseNextAnswer: () => standin("drop-next-topup", { count: 1 }),
    describePackage: (code, { dataMb, days }) => standin("packages", { id: code, amount: dataMb, day: days }),
  },
];

describe.each(SUPPLIERS)(
  "top-ups of the $name supplier",
  ({ supplier, recycle, loseNextAnswer, describePackage }) => {
    const issue = async (packageCode = "demo-japan-5gb-7-days") => {
      const order = await supplier().orderProfiles({
        packageCode,
        quantity: 1,
        requestId: crypto.randomUUID(),
      });
      return order.profiles[0]?.iccid as string;
    };

    it("lists the top-ups of an eSIM, buys one, and the usage and history show it", async () => {
      const iccid = await issue();
      const offers = await supplier().topupPackages(iccid);
      expect(offers.length).toBeGreaterThanOrEqual(2);
      for (const offer of offers) {
        expect(offer.packageCode).toMatch(/topup/);
        expect(offer.days).toBeGreaterThan(0);
        if (!offer.unlimited) expect(offer.dataMb).toBeGreaterThan(0);
      }
      const before = await supplier().usage(iccid);
      const [offer] = offers;
      const bought = await supplier().orderTopup({
        iccid,
        packageCode: offer?.packageCode as string,
        requestId: crypto.randomUUID(),
      });
      expect(bought.supplierRef).toBeTruthy();
      const after = await supplier().usage(iccid);
      expect(after.totalMb).toBe((before.totalMb ?? 0) + (offer?.dataMb ?? 0));
      expect(after.remainingMb).toBe((before.remainingMb ?? 0) + (offer?.dataMb ?? 0));
      const history = await supplier().packageHistory(iccid);
      expect(history.map((p) => p.kind)).toEqual(["sim", "topup"]);
      expect(history[1]?.packageCode).toBe(offer?.packageCode);
    });

    it("reports each package's own data and days, in the usage and the package history", async () => {
      const korea = await issue("demo-south-korea-3gb-5-days");
      expect(await supplier().usage(korea)).toMatchObject({
        totalMb: 3072,
        remainingMb: 3072,
        unlimited: false,
      });
      const [offer] = await supplier().topupPackages(korea);
      await supplier().orderTopup({
        iccid: korea,
        packageCode: offer?.packageCode as string,
        requestId: crypto.randomUUID(),
      });
      expect(await supplier().packageHistory(korea)).toMatchObject([
        { kind: "sim", dataMb: 3072, unlimited: false, days: 5 },
        { kind: "topup", dataMb: offer?.dataMb, days: offer?.days },
      ]);
      const japan = await issue("demo-japan-unlimited-15-days");
      expect(await supplier().usage(japan)).toMatchObject({ totalMb: null, unlimited: true });
      expect(await supplier().packageHistory(japan)).toMatchObject([
        { dataMb: null, unlimited: true, days: 15 },
      ]);
    });

    it("describes a package as its catalogue says, even when that disagrees with its name", async () => {
      const code = `demo-drifted-${crypto.randomUUID().slice(0, 8)}-5gb-7-days`;
      await describePackage(code, { dataMb: 2048, days: 3 });
      const iccid = await issue(code);
      expect(await supplier().usage(iccid)).toMatchObject({ totalMb: 2048, remainingMb: 2048 });
      expect(await supplier().packageHistory(iccid)).toMatchObject([{ dataMb: 2048, days: 3 }]);
    });

    it("refuses a package it does not offer for the eSIM, for good", async () => {
      const iccid = await issue();
      const refused = await supplier()
        .orderTopup({ iccid, packageCode: "not-a-topup", requestId: crypto.randomUUID() })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(SupplierError);
      expect((refused as SupplierError).retryable).toBe(false);
      expect(await supplier().packageHistory(iccid)).toHaveLength(1);
    });

    it("a recycled eSIM offers nothing and a top-up of it fails as recycled", async () => {
      const iccid = await issue();
      const [offer] = await supplier().topupPackages(iccid);
      await recycle(iccid);
      expect(await supplier().topupPackages(iccid)).toEqual([]);
      const refused = await supplier()
        .orderTopup({ iccid, packageCode: offer?.packageCode as string, requestId: crypto.randomUUID() })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RecycledEsimError);
      expect((refused as SupplierError).retryable).toBe(false);
    });

    it("an answer lost after the supplier accepted: a retryable failure, and the history tells", async () => {
      const iccid = await issue();
      const [offer] = await supplier().topupPackages(iccid);
      await loseNextAnswer();
      const lost = await supplier()
        .orderTopup({ iccid, packageCode: offer?.packageCode as string, requestId: crypto.randomUUID() })
        .catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(SupplierError);
      expect((lost as SupplierError).retryable).toBe(true);
      const history = await supplier().packageHistory(iccid);
      expect(history.filter((p) => p.packageCode === offer?.packageCode)).toHaveLength(1);
    });
  },
);

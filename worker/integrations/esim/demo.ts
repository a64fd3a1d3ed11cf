import { createDemoCatalogue } from "./demo-catalogue";
import { DEMO_DEVICES } from "./demo-devices";
import { createDemoTopups, demoIssuedPackage, demoPackageFigures, demoPackagesKey } from "./demo-topups";
import {
  type EsimProfile,
  type EsimSupplier,
  type EsimUsage,
  lpaString,
  luhnCheckDigit,
  SupplierError,
  type SupplierOrder,
} from "./types";

/**
 * The demo supplier: realistic profiles without a network. Its state lives in KV so that tests
 * (and a developer) can drive it:
 * - `demo:order:<requestId>`  the order placed under a request id (idempotent re-lookup);
 * - `demo:sim:<iccid>`        usage/status of one profile (JSON EsimUsage), editable;
 * - `demo:fail-next`          a number: that many next orders fail with a 503 (then it counts down).
 */
const DEMO_SMDP_HOST = "smdp.demo.jalansim.example";

const orderKey = (requestId: string) => `demo:order:${requestId}`;
/** @testSeam for `tests/integration/delivery.test.ts` and others */
export const demoSimKey = (iccid: string) => `demo:sim:${iccid}`;
/** @testSeam for `tests/integration/delivery.test.ts` and others */
export const DEMO_FAIL_NEXT_KEY = "demo:fail-next";

function randomDigits(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  return [...bytes].map((b) => String(b % 10)).join("");
}

/** 19 digits + Luhn = 20: "89" (telecom) + "60" (Malaysia) + issuer "19" + 13 random digits. */
function demoIccid(): string {
  const body = `896019${randomDigits(13)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

function demoActivationCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}-${chars.slice(15)}`;
}

export function createDemoSupplier(kv: KVNamespace): EsimSupplier {
  return {
    name: "demo",
    async orderProfiles({ packageCode, quantity, requestId }) {
      const existing = await kv.get<SupplierOrder>(orderKey(requestId), "json");
      if (existing) return existing;
      const failNext = Number((await kv.get(DEMO_FAIL_NEXT_KEY)) ?? 0);
      if (failNext > 0) {
        await kv.put(DEMO_FAIL_NEXT_KEY, String(failNext - 1));
        throw new SupplierError("Demo supplier: 503 Service Unavailable", true, 503);
      }
      if (!packageCode) throw new SupplierError("Demo supplier: unknown package", false, 422);
      const profiles: EsimProfile[] = Array.from({ length: quantity }, () => {
        const activationCode = demoActivationCode();
        return {
          iccid: demoIccid(),
          smdpAddress: DEMO_SMDP_HOST,
          activationCode,
          lpa: lpaString(DEMO_SMDP_HOST, activationCode),
          apn: "demo.jalansim",
        };
      });
      const order: SupplierOrder = { supplierRef: `demo-${crypto.randomUUID()}`, profiles };
      await kv.put(orderKey(requestId), JSON.stringify(order));
      // The package's own figures, as a supplier's catalogue states them.
      const figures = await demoPackageFigures(kv, packageCode);
      const usage: EsimUsage = {
        status: "not_installed",
        totalMb: figures.dataMb,
        remainingMb: figures.dataMb,
        unlimited: figures.dataMb === null,
        expiresAt: null,
      };
      await Promise.all(
        profiles.flatMap((p) => [
          kv.put(demoSimKey(p.iccid), JSON.stringify(usage)),
          kv.put(demoPackagesKey(p.iccid), JSON.stringify(demoIssuedPackage(packageCode, figures))),
        ]),
      );
      return order;
    },
    async findOrder(requestId) {
      return kv.get<SupplierOrder>(orderKey(requestId), "json");
    },
    async usage(iccid) {
      const usage = await kv.get<EsimUsage>(demoSimKey(iccid), "json");
      if (!usage) throw new SupplierError("Demo supplier: unknown ICCID", false, 404);
      return usage;
    },
    async cancel(iccid) {
      const usage = await kv.get<EsimUsage>(demoSimKey(iccid), "json");
      if (!usage) throw new SupplierError("Demo supplier: unknown ICCID", false, 404);
      if (usage.status !== "not_installed") {
        throw new SupplierError("Demo supplier: only an uninstalled profile can be cancelled", false, 422);
      }
      await kv.put(demoSimKey(iccid), JSON.stringify({ ...usage, status: "expired", remainingMb: 0 }));
    },
    async compatibleDevices() {
      return DEMO_DEVICES.map((device) => ({ ...device }));
    },
    ...createDemoTopups(kv, demoSimKey),
    ...createDemoCatalogue(),
  };
}

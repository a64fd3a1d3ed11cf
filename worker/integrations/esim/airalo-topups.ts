import { STATES } from "./airalo-wire";
import type { EsimSupplier, SimPackage, TopupPackage } from "./types";

/** One authorised call to the Airalo Partner API, as airalo.ts makes it. */
type Call = (path: string, init: RequestInit, what: string) => Promise<unknown>;

interface AiraloTopup {
  id: string;
  title?: string;
  amount?: number | null;
  day?: number;
  is_unlimited?: boolean;
}

interface AiraloSimPackage {
  status?: string;
  package?: {
    id?: string;
    type?: string;
    amount?: number | null;
    day?: number | null;
    is_unlimited?: boolean;
  } | null;
  package_id?: string;
}

function toTopup(row: AiraloTopup): TopupPackage | null {
  if (!row.id || !row.day) return null;
  const unlimited = row.is_unlimited === true;
  return {
    packageCode: row.id,
    title: row.title ?? row.id,
    dataMb: unlimited ? null : (row.amount ?? null),
    unlimited,
    days: row.day,
  };
}

function toSimPackage(row: AiraloSimPackage): SimPackage | null {
  const code = row.package?.id ?? row.package_id;
  if (!code) return null;
  const unlimited = row.package?.is_unlimited === true;
  return {
    packageCode: code,
    kind: row.package?.type === "topup" ? "topup" : "sim",
    status: STATES[row.status ?? ""] ?? "unknown",
    dataMb: unlimited ? null : (row.package?.amount ?? null),
    unlimited,
    days: row.package?.day ?? null,
  };
}

const simPath = (iccid: string, tail: string) => `/v2/sims/${encodeURIComponent(iccid)}/${tail}`;

export function airaloTopups(
  call: Call,
): Pick<EsimSupplier, "topupPackages" | "orderTopup" | "packageHistory"> {
  return {
    async topupPackages(iccid) {
      const { data } = (await call(
        simPath(iccid, "topups"),
        { method: "GET" },
        `top-ups of iccid ${iccid}`,
      )) as {
        data: AiraloTopup[];
      };
      return (Array.isArray(data) ? data : []).map(toTopup).filter((t): t is TopupPackage => t !== null);
    },
    async orderTopup({ iccid, packageCode, requestId }) {
      const form = new URLSearchParams({ package_id: packageCode, iccid, description: requestId });
      const { data } = (await call(
        "/v2/orders/topups",
        { method: "POST", body: form },
        `top-up of iccid ${iccid}`,
      )) as { data: { id: number | string; code?: string } };
      return { supplierRef: String(data.code ?? data.id) };
    },
    async packageHistory(iccid) {
      const { data } = (await call(
        simPath(iccid, "packages"),
        { method: "GET" },
        `packages of iccid ${iccid}`,
      )) as {
        data: AiraloSimPackage[];
      };
      return (Array.isArray(data) ? data : []).map(toSimPackage).filter((p): p is SimPackage => p !== null);
    },
  };
}

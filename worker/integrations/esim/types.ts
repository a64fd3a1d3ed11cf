import type { Device } from "../../../app/schemas/devices";
import type { CataloguePackage, CatalogueRefusal } from "./catalogue-wire";

/**
 * One eSIM supplier, as fulfilment needs it (decision 0012). Implementations: `demo` (local, no
 * network) and `airalo` (Airalo Partner API). Selected by ESIM_PROVIDER in `worker/env.ts`.
 */
export interface EsimProfile {
  iccid: string;
  /** SM-DP+ address, e.g. "smdp.example.com". */
  smdpAddress: string;
  /** Activation (matching) code entered with the SM-DP+ address. */
  activationCode: string;
  /** LPA string the QR code carries: `LPA:1$<smdp>$<code>`. */
  lpa: string;
  apn: string | null;
}

export interface SupplierOrder {
  /** The supplier's own reference for the order (Airalo order id / code). */
  supplierRef: string;
  profiles: EsimProfile[];
}

interface OrderProfilesRequest {
  packageCode: string;
  quantity: number;
  /** Ours, unique per order line: a retry finds the order placed under it instead of ordering again. */
  requestId: string;
}

export type EsimState = "not_installed" | "active" | "finished" | "expired" | "unknown";

export interface EsimUsage {
  status: EsimState;
  totalMb: number | null;
  remainingMb: number | null;
  unlimited: boolean;
  expiresAt: string | null;
}

/** A package the supplier would add to an eSIM it already issued (Airalo's top-up packages). */
export interface TopupPackage {
  packageCode: string;
  title: string;
  /** null when unlimited. */
  dataMb: number | null;
  unlimited: boolean;
  days: number;
}

/** One package an eSIM has carried, first the one it was issued with, then each top-up. */
export interface SimPackage {
  packageCode: string;
  kind: "sim" | "topup";
  status: EsimState;
  /** What the supplier says this package holds: MB (null when unlimited or not said) and days. */
  dataMb: number | null;
  unlimited: boolean;
  days: number | null;
}

interface TopupRequest {
  iccid: string;
  packageCode: string;
  /** Ours, unique per top-up order line; carried in the supplier order's description. */
  requestId: string;
}

export interface EsimSupplier {
  readonly name: "demo" | "airalo";
  /** Order `quantity` profiles of one package. */
  orderProfiles(request: OrderProfilesRequest): Promise<SupplierOrder>;
  /** The order placed earlier under `requestId`, or null when the supplier never received it. */
  findOrder(requestId: string): Promise<SupplierOrder | null>;
  usage(iccid: string): Promise<EsimUsage>;
  /** Cancel (refund) a profile that was never installed. */
  cancel(iccid: string): Promise<void>;
  /** The top-up packages the supplier offers for this eSIM now (none for one that cannot be topped up). */
  topupPackages(iccid: string): Promise<TopupPackage[]>;
  /**
   * Add a package to the eSIM. The supplier takes no idempotency key: before retrying after an
   * unclear failure, read `packageHistory` to learn whether the first attempt was accepted.
   * Throws `RecycledEsimError` for an eSIM that can never be topped up.
   */
  orderTopup(request: TopupRequest): Promise<{ supplierRef: string }>;
  /** Every package this eSIM has carried, oldest first. */
  packageHistory(iccid: string): Promise<SimPackage[]>;
  /** The phones the supplier's eSIMs work on (and, where it says so, those they do not). */
  compatibleDevices(): Promise<Device[]>;
  /** One page (from 1) of the supplier's whole catalogue, `limit` destination entries long. */
  cataloguePage(page: number, limit: number): Promise<CataloguePage>;
}

interface CataloguePage {
  packages: CataloguePackage[];
  refused: CatalogueRefusal[];
  lastPage: number;
}

/** The supplier failed; `retryable` when trying again later may succeed (5xx, network, 429). */
export class SupplierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** How long the supplier asked us to wait (429 with Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "SupplierError";
  }
}

/** The eSIM was recycled by the supplier (Airalo error code 73): no top-up will ever apply. */
export class RecycledEsimError extends SupplierError {
  constructor(iccid: string) {
    super(`The eSIM ${iccid} was recycled by the supplier and cannot be topped up`, false, 422);
    this.name = "RecycledEsimError";
  }
}

export function lpaString(smdpAddress: string, activationCode: string): string {
  return `LPA:1$${smdpAddress}$${activationCode}`;
}

/** Luhn check digit of a digit string (ICCIDs end with one, ITU-T E.118). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

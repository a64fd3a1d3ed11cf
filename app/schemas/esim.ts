// What the customer's eSIM view shows; produced by worker/services/orders/esims.ts.
type EsimState = "not_installed" | "active" | "finished" | "expired" | "unknown";

export interface EsimUsageView {
  status: EsimState;
  totalMb: number | null;
  remainingMb: number | null;
  unlimited: boolean;
  expiresAt: string | null;
}

/** issued: installable; refunded: its money went back, codes withdrawn; cancelled: also cancelled at the supplier. */
export type EsimStatus = "issued" | "refunded" | "cancelled";

interface EsimBase {
  id: number;
  productName: string;
  iccid: string;
  /** Live from the supplier; null when it could not be asked just now. */
  usage: EsimUsageView | null;
}

/** A refunded eSIM keeps no codes in any answer: it must not be installable from what we show. */
interface WithdrawnEsimView extends EsimBase {
  status: Exclude<EsimStatus, "issued">;
  /** "This eSIM was refunded and cancelled." */
  message: string;
}

interface IssuedEsimView extends EsimBase {
  status: "issued";
  smdpAddress: string;
  activationCode: string;
  lpa: string;
  apn: string | null;
  /** SVG document of the QR code (drawn in the Worker). */
  qrSvg: string;
  iphoneInstallUrl: string;
  androidInstallUrl: string;
}

export type EsimView = IssuedEsimView | WithdrawnEsimView;

export interface ShipmentView {
  orderItemId: number;
  productName: string;
  status: "waiting" | "shipped" | "delivered";
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's own tracking page, for the carriers a Malaysian shop posts with; null otherwise. */
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface OrderDeliveryView {
  orderId: number;
  status: string;
  esims: EsimView[];
  shipments: ShipmentView[];
  /** The Malaysia-time days a posted SIM should arrive between; null without a SIM to post. */
  estimate: { minDays: number; maxDays: number; earliest: string; latest: string } | null;
  /** eSIM lines still being prepared by the supplier. */
  pendingEsimLines: number;
}

/** One card of My eSIMs (`GET /api/user/esims`): the owner's eSIMs, newest first. */
export interface MyEsimView {
  iccid: string;
  orderId: number;
  planName: string;
  status: EsimStatus;
  /** Live from the supplier; null when it could not be asked just now. */
  usage: Pick<EsimUsageView, "totalMb" | "remainingMb" | "unlimited" | "expiresAt"> | null;
  /** Staff have priced at least one top-up the supplier lists for this eSIM. */
  topUpAvailable: boolean;
}

/** A top-up the customer may buy for one eSIM (`GET /api/user/esims/:iccid/topups`). */
export interface TopupOfferView {
  id: number;
  name: string;
  dataMb: number | null;
  unlimited: boolean;
  days: number;
  /** Ringgit as a decimal string ("10.00"), as the storefront quotes every price. */
  price: string;
}

/** Where an eSIM's top-ups are bought: the page alerts link to. */
export const topupPath = (iccid: string) => `/my-esims/${encodeURIComponent(iccid)}/top-up`;

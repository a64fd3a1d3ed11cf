// What the customer's eSIM view shows (issue 13); produced by worker/services/orders/esims.ts.
type EsimState = "not_installed" | "active" | "finished" | "expired" | "unknown";

export interface EsimUsageView {
  status: EsimState;
  totalMb: number | null;
  remainingMb: number | null;
  unlimited: boolean;
  expiresAt: string | null;
}

export interface EsimView {
  id: number;
  productName: string;
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  lpa: string;
  apn: string | null;
  /** SVG document of the QR code (drawn in the Worker). */
  qrSvg: string;
  iphoneInstallUrl: string;
  /** Live from the supplier; null when it could not be asked just now. */
  usage: EsimUsageView | null;
}

export interface ShipmentView {
  orderItemId: number;
  productName: string;
  status: "waiting" | "shipped";
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
}

export interface OrderDeliveryView {
  orderId: number;
  status: string;
  esims: EsimView[];
  shipments: ShipmentView[];
  /** eSIM lines still being prepared by the supplier. */
  pendingEsimLines: number;
}

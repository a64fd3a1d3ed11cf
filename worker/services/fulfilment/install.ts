import { renderSVG } from "uqr";

/** iOS 17.4+ opens its eSIM setup directly from this link (Apple's universal link). */
export function iphoneInstallUrl(lpa: string): string {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`;
}

/** Android's eSIM setup opens from this link (Google's counterpart of Apple's, same `carddata`). */
export function androidInstallUrl(lpa: string): string {
  return `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`;
}

/** The QR code of an LPA string as an SVG document, drawn in the Worker (no image service). */
export function qrSvg(lpa: string): string {
  return renderSVG(lpa, { ecc: "M", border: 2, pixelSize: 8 });
}

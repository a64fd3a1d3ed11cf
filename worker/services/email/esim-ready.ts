import { formatRm } from "../../../app/lib/money";
import { androidInstallUrl, iphoneInstallUrl } from "../fulfilment/install";
import {
  esc,
  itemsHtml,
  itemsText,
  layout,
  type OrderSummary,
  type RenderedEmail,
  type TemplateContext,
} from "./templates";

export interface EsimForEmail {
  productName: string;
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  lpa: string;
  /** The signed PNG address (decision 0037); null when the Worker has no secret to sign it with. */
  qrImageUrl: string | null;
}

const BUTTON =
  "display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;margin:4px 8px 4px 0";
const CODE = "font-family:Consolas,Menlo,monospace;font-size:14px;word-break:break-all";

/**
 * "Your eSIM is ready", which is also the receipt when the eSIM comes at once (decision 0037): the
 * QR code as an image every mail client shows (a PNG from a signed address, never inline SVG), the
 * codes to type beside it, the one-tap links, then what was paid.
 */
export function esimReadyEmail(
  ctx: TemplateContext,
  order: OrderSummary,
  esims: EsimForEmail[],
): RenderedEmail {
  const subject = `Your eSIM is ready (order #${order.id})`;
  const link = `${ctx.siteUrl}/my-orders/${order.id}/esim`;
  const ways =
    "Install it in one of three ways: on the phone itself, tap Install on iPhone or Install on Android; or scan the QR code shown on another screen; or enter the SM-DP+ address and activation code by hand.";
  const textParts = esims.map(
    (e, i) =>
      `eSIM ${i + 1}: ${e.productName}\n  ICCID: ${e.iccid}\n  SM-DP+ address: ${e.smdpAddress}\n  Activation code: ${e.activationCode}\n  Install on iPhone (iOS 17.4+): ${iphoneInstallUrl(e.lpa)}\n  Install on Android: ${androidInstallUrl(e.lpa)}${e.qrImageUrl ? `\n  QR code: ${e.qrImageUrl}` : ""}`,
  );
  const text = `Hi ${order.customerName},\n\nThank you! Your payment went through and your eSIM is ready.\n\n${ways}\n\n${textParts.join("\n\n")}\n\nScan from another screen: iPhone: Settings > Mobile Service > Add eSIM > Use QR Code. Android: Settings > Network & internet > SIMs > Add eSIM.\nTurn on data roaming for this eSIM when you arrive.\n\nInstall page and live data usage: ${link}\n\nYour receipt, order #${order.id}\n${itemsText(order)}\nTotal paid: ${formatRm(order.totalAmountSen)}\n\n${ctx.brand}`;
  const cards = esims.map((e) => esimCard(e, link)).join("");
  const html = layout(
    ctx,
    "Your eSIM is ready",
    `<p>Hi ${esc(order.customerName)},</p><p>Thank you! Your payment went through and your eSIM is ready.</p><p>${esc(ways)}</p>${cards}<p><a href="${esc(link)}">Open the install page and live data usage</a></p><h2 style="font-size:16px;margin:20px 0 8px">Your receipt, order #${order.id}</h2>${itemsHtml(order)}`,
  );
  return { subject, text, html };
}

function esimCard(e: EsimForEmail, installPage: string): string {
  const qr = e.qrImageUrl
    ? `<img src="${esc(e.qrImageUrl)}" width="200" height="200" alt="QR code to install ${esc(e.productName)}" style="display:block;width:200px;height:200px;border:0">`
    : `<p style="width:200px;font-size:13px"><a href="${esc(installPage)}">Open the install page</a> to scan the QR code.</p>`;
  return `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:12px 0">
<p style="font-weight:bold;margin:0 0 8px">${esc(e.productName)}</p>
<table role="presentation" style="border-collapse:collapse"><tr>
<td style="vertical-align:top;padding:0 16px 8px 0">${qr}<p style="font-size:12px;color:#64748b;margin:4px 0 0">Scan from another screen</p></td>
<td style="vertical-align:top;padding:0 0 8px;word-break:break-all">
<p style="margin:0 0 4px;font-size:12px;color:#64748b">SM-DP+ address</p><p style="margin:0 0 12px;${CODE}">${esc(e.smdpAddress)}</p>
<p style="margin:0 0 4px;font-size:12px;color:#64748b">Activation code</p><p style="margin:0 0 12px;${CODE}">${esc(e.activationCode)}</p>
<p style="margin:0;font-size:12px;color:#64748b;word-break:break-all">ICCID ${esc(e.iccid)}</p>
</td></tr></table>
<p style="margin:8px 0 0"><a href="${esc(iphoneInstallUrl(e.lpa))}" style="${BUTTON}">Install on iPhone</a><a href="${esc(androidInstallUrl(e.lpa))}" style="${BUTTON}">Install on Android</a></p>
</div>`;
}

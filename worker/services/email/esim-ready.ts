import { formatRm } from "../../../app/lib/money";
import type { Translate } from "../../../app/lib/translate";
import { androidInstallUrl, iphoneInstallUrl } from "../fulfilment/install";
import {
  creditPaid,
  emailT,
  esc,
  htmlT,
  itemsHtml,
  itemsText,
  layout,
  type OrderSummary,
  pageLink,
  type RenderedEmail,
  receiptLink,
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
  const t = emailT(ctx);
  const subject = t("email.esim.subject", { id: order.id });
  const link = pageLink(ctx, `/my-orders/${order.id}/esim`);
  const ways = t("email.esim.ways");
  const line = (label: string, value: string) => `\n  ${t("email.linkLine", { label, link: value })}`;
  const textParts = esims.map(
    (e, i) =>
      `${t("email.esim.item", { n: i + 1, product: e.productName })}${line("ICCID", e.iccid)}${line(t("email.esim.smdp"), e.smdpAddress)}${line(t("email.esim.code"), e.activationCode)}${line(t("email.esim.iphoneText"), iphoneInstallUrl(e.lpa))}${line(t("email.esim.android"), androidInstallUrl(e.lpa))}${e.qrImageUrl ? line(t("email.esim.qr"), e.qrImageUrl) : ""}`,
  );
  const hi = t("email.greeting", { name: order.customerName });
  const lead = t("email.esim.lead");
  const receipt = t("email.esim.receipt", { id: order.id });
  const text = `${hi}\n\n${lead}\n\n${ways}\n\n${textParts.join("\n\n")}\n\n${t("email.esim.scanHow")}\n${t("email.esim.roaming")}\n\n${t("email.linkLine", { label: t("email.esim.installPage"), link })}\n\n${receipt}\n${itemsText(ctx, order)}\n${t("email.esim.totalPaid", { amount: formatRm(order.totalAmountSen) })}${creditPaid(ctx, order).text}${receiptLink(ctx, order).text}\n\n${ctx.brand}`;
  const cards = esims.map((e) => esimCard(t, e, link)).join("");
  const html = layout(
    ctx,
    t("email.esim.title"),
    `<p>${esc(hi)}</p><p>${esc(lead)}</p><p>${esc(ways)}</p>${cards}<p><a href="${esc(link)}">${esc(t("email.esim.openInstallPage"))}</a></p><h2 style="font-size:16px;margin:20px 0 8px">${esc(receipt)}</h2>${itemsHtml(ctx, order)}${receiptLink(ctx, order).html}`,
  );
  return { subject, text, html };
}

function esimCard(t: Translate, e: EsimForEmail, installPage: string): string {
  const qr = e.qrImageUrl
    ? `<img src="${esc(e.qrImageUrl)}" width="200" height="200" alt="${esc(t("email.esim.qrAlt", { product: e.productName }))}" style="display:block;width:200px;height:200px;border:0">`
    : `<p style="width:200px;font-size:13px">${htmlT(t, "email.esim.qrMissing", { link: `<a href="${esc(installPage)}">${esc(t("email.esim.openPage"))}</a>` })}</p>`;
  return `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:12px 0">
<p style="font-weight:bold;margin:0 0 8px">${esc(e.productName)}</p>
<table role="presentation" style="border-collapse:collapse"><tr>
<td style="vertical-align:top;padding:0 16px 8px 0">${qr}<p style="font-size:12px;color:#64748b;margin:4px 0 0">${esc(t("email.esim.scanHere"))}</p></td>
<td style="vertical-align:top;padding:0 0 8px;word-break:break-all">
<p style="margin:0 0 4px;font-size:12px;color:#64748b">${esc(t("email.esim.smdp"))}</p><p style="margin:0 0 12px;${CODE}">${esc(e.smdpAddress)}</p>
<p style="margin:0 0 4px;font-size:12px;color:#64748b">${esc(t("email.esim.code"))}</p><p style="margin:0 0 12px;${CODE}">${esc(e.activationCode)}</p>
<p style="margin:0;font-size:12px;color:#64748b;word-break:break-all">ICCID ${esc(e.iccid)}</p>
</td></tr></table>
<p style="margin:8px 0 0"><a href="${esc(iphoneInstallUrl(e.lpa))}" style="${BUTTON}">${esc(t("email.esim.iphone"))}</a><a href="${esc(androidInstallUrl(e.lpa))}" style="${BUTTON}">${esc(t("email.esim.android"))}</a></p>
</div>`;
}

import { type Locale, localePath } from "../../../app/lib/locale";
import { formatRm } from "../../../app/lib/money";
import { type TopupFigures, topupLineText } from "../../../app/lib/topup-line";
import type { MessageKey, Translate } from "../../../app/lib/translate";
import type { EmailTemplate } from "../../../app/schemas/admin/emails";
import { topupPath } from "../../../app/schemas/esim";
import { trackingUrl } from "../../../app/schemas/shipping";
import type { EsimAlertLevel } from "../../db/schema";
import { serverT } from "../../i18n/catalogues";

// The e-mails the shop sends, listed with their labels in app/schemas/admin/emails.ts.
// Every one has a plain-text part; HTML is the nicer copy.
export type { EmailTemplate };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderSummary {
  id: number;
  customerName: string;
  totalAmountSen: number;
  /** A top-up adds to an eSIM the customer has: its receipt is its one confirmation. */
  kind: "plan" | "topup";
  /** A top-up's eSIM and what it adds: its words name the eSIM, its line is built from these. */
  topup?: (TopupFigures & { iccid: string }) | null;
  /** The lines; `id` where the e-mail may name one of them (a line's refund). */
  items: { id?: number; name: string; quantity: number; priceSen: number }[];
  /** A promotion's discount taken off the lines (0 without one), and its code. */
  discountSen?: number;
  promoCode?: string | null;
  /** A referred customer's welcome discount on their first order (decision 0049). */
  referralSen?: number;
  /** The part of the total paid from the customer's credit; the total is card and credit together. */
  creditSen?: number;
  /** Its receipt's number once paid ("JS-2026-000001"); the paid e-mails link the receipt. */
  receiptNumber?: string | null;
}

export interface ShipmentForEmail {
  productName: string;
  carrier: string;
  trackingNumber: string;
}

export interface TemplateContext {
  brand: string;
  siteUrl: string;
  /** The customer's language (users.locale when the e-mail was queued); staff e-mails stay "en". */
  locale: Locale;
}

/** The e-mail's words, in its reader's language (messages/*.json, namespace `email`). */
export const emailT = (ctx: TemplateContext): Translate => serverT(ctx.locale);

/** An absolute link to a storefront page in the reader's language: "/my-orders" → "…/zh/my-orders". */
export const pageLink = (ctx: TemplateContext, path: string) =>
  `${ctx.siteUrl}${localePath(ctx.locale, path)}`;

export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A message with HTML inside it (a link, bold text): the message's own words are escaped, the
 * values are given as HTML already escaped.
 */
export function htmlT(t: Translate, key: MessageKey, html: Record<string, string>): string {
  const names = Object.keys(html);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0001${i}\u0001`]));
  let out = esc(t(key, marks));
  names.forEach((name, i) => {
    out = out.replace(`\u0001${i}\u0001`, html[name] ?? "");
  });
  return out;
}

export function layout(ctx: TemplateContext, title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f7fb;font-family:Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:bold;font-size:18px;color:#0e7490">${esc(ctx.brand)}</p>
<div style="background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>
${body}
</div>
<p style="font-size:12px;color:#64748b">${esc(emailT(ctx)("email.footer", { site: ctx.siteUrl }))}</p>
</div></body></html>`;
}

/** "Discount (CODE)" and the friend's welcome, each with its amount, when the order kept them. */
function discountLines(ctx: TemplateContext, order: OrderSummary): [string, string][] {
  const t = emailT(ctx);
  const lines: [string, string][] = [];
  if (order.discountSen) {
    const label = order.promoCode
      ? t("email.order.discountCode", { code: order.promoCode })
      : t("email.order.discount");
    lines.push([label, `−${formatRm(order.discountSen)}`]);
  }
  if (order.referralSen) lines.push([t("email.order.referral"), `−${formatRm(order.referralSen)}`]);
  return lines;
}

/** A line's name in the reader's language: a top-up's is built from its parts, a plan's as bought. */
export function lineName(ctx: TemplateContext, order: OrderSummary, name: string): string {
  return order.topup ? topupLineText(emailT(ctx), order.topup.iccid, order.topup) : name;
}

export function itemsText(ctx: TemplateContext, order: OrderSummary): string {
  const lines = order.items.map(
    (i) => `- ${lineName(ctx, order, i.name)} x ${i.quantity}: ${formatRm(i.priceSen * i.quantity)}`,
  );
  for (const [label, amount] of discountLines(ctx, order)) lines.push(`- ${label}: ${amount}`);
  return lines.join("\n");
}

/** After the total: how much of it came from the customer's credit (a text line, an HTML row). */
export function creditPaid(ctx: TemplateContext, order: OrderSummary): { text: string; html: string } {
  if (!order.creditSen) return { text: "", html: "" };
  const label = emailT(ctx)("email.order.paidWithCredit", { amount: formatRm(order.creditSen) });
  return { text: `\n${label}`, html: `<tr><td colspan="2" style="padding-top:4px">${esc(label)}</td></tr>` };
}

export function itemsHtml(ctx: TemplateContext, order: OrderSummary): string {
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 0">${esc(lineName(ctx, order, i.name))} x ${i.quantity}</td><td style="text-align:right">${esc(formatRm(i.priceSen * i.quantity))}</td></tr>`,
    )
    .join("");
  const discountRow = discountLines(ctx, order)
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:4px 0">${esc(label)}</td><td style="text-align:right">${esc(amount)}</td></tr>`,
    )
    .join("");
  return `<table style="width:100%;border-collapse:collapse">${rows}${discountRow}<tr><td style="padding-top:8px;font-weight:bold">${esc(emailT(ctx)("email.order.total"))}</td><td style="text-align:right;font-weight:bold">${esc(formatRm(order.totalAmountSen))}</td></tr>${creditPaid(ctx, order).html}</table>`;
}

export const ordersLink = (ctx: TemplateContext) => pageLink(ctx, "/my-orders");

/** The paid order's receipt as a text line and an HTML paragraph; nothing before it has a number. */
export function receiptLink(ctx: TemplateContext, order: OrderSummary): { text: string; html: string } {
  if (!order.receiptNumber) return { text: "", html: "" };
  const t = emailT(ctx);
  const label = t("email.receipt.number", { number: order.receiptNumber });
  const link = pageLink(ctx, `/my-orders/${order.id}/receipt`);
  return {
    text: `\n\n${t("email.linkLine", { label, link })}`,
    html: `<p><a href="${esc(link)}">${esc(label)}</a></p>`,
  };
}

export function simShippedEmail(
  ctx: TemplateContext,
  order: OrderSummary,
  shipment: ShipmentForEmail,
): RenderedEmail {
  const t = emailT(ctx);
  const subject = t("email.shipped.subject", { id: order.id });
  const hi = t("email.greeting", { name: order.customerName });
  const carrier = t("email.shipped.carrier", { carrier: shipment.carrier });
  // The carrier's tracking page, for the carriers a Malaysian shop posts with.
  const track = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const trackText = track ? `\n${t("email.linkLine", { label: t("email.shipped.track"), link: track })}` : "";
  const trackHtml = track ? `<p><a href="${esc(track)}">${esc(t("email.shipped.track"))}</a></p>` : "";
  const text = `${hi}\n\n${t("email.shipped.lead", { product: shipment.productName })}\n${carrier}\n${t("email.shipped.tracking", { number: shipment.trackingNumber })}${trackText}\n\n${t("email.linkLine", { label: t("email.order.yourOrders"), link: ordersLink(ctx) })}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    t("email.shipped.title"),
    `<p>${esc(hi)}</p><p>${htmlT(t, "email.shipped.lead", { product: `<strong>${esc(shipment.productName)}</strong>` })}</p><p>${esc(carrier)}<br>${htmlT(t, "email.shipped.tracking", { number: `<strong>${esc(shipment.trackingNumber)}</strong>` })}</p>${trackHtml}`,
  );
  return { subject, text, html };
}

/**
 * Stands in a link e-mail's stored body for its one-time link: the real link is put in only at
 * sending (`withOneTimeLink`), so the outbox row staff can read never holds a usable link.
 */
export const ONE_TIME_LINK = "[[one-time-link]]";

export function withOneTimeLink(rendered: RenderedEmail, link: string): RenderedEmail {
  return {
    subject: rendered.subject,
    text: rendered.text.replaceAll(ONE_TIME_LINK, link),
    html: rendered.html.replaceAll(ONE_TIME_LINK, esc(link)),
  };
}

export function hasOneTimeLink(rendered: RenderedEmail): boolean {
  return rendered.text.includes(ONE_TIME_LINK) || rendered.html.includes(ONE_TIME_LINK);
}

export function linkEmail(
  ctx: TemplateContext,
  template: "password_reset" | "email_verify",
  name: string,
): RenderedEmail {
  const t = emailT(ctx);
  const link = ONE_TIME_LINK;
  const words = template === "password_reset" ? "email.reset" : "email.verify";
  const copy = {
    subject: t(`${words}.subject`),
    lead: t(`${words}.lead`),
    button: t(`${words}.button`),
    after: t(`${words}.after`),
  };
  const hi = t("email.greeting", { name });
  const text = `${hi}\n\n${copy.lead}\n\n${t("email.linkLine", { label: copy.button, link })}\n\n${copy.after}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    copy.subject,
    `<p>${esc(hi)}</p><p>${esc(copy.lead)}</p><p><a href="${esc(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(copy.button)}</a></p><p style="font-size:12px;word-break:break-all">${esc(link)}</p><p>${esc(copy.after)}</p>`,
  );
  return { subject: copy.subject, text, html };
}

/**
 * To the owner of an account that strangers are guessing at (its budget for unrecognised devices is
 * used up). Says what happened and what to do; carries no secret, no link that signs anyone in, and
 * not the guessers' addresses. A customer reads it in their language; staff in English.
 */
export function signInGuessingEmail(
  ctx: TemplateContext,
  name: string,
  signInPath: "/auth/login" | "/admin/login",
): RenderedEmail {
  const t = emailT(ctx);
  const subject = t("email.guessing.subject");
  const lead = t("email.guessing.lead");
  const after = t("email.guessing.after");
  const link = signInPath === "/admin/login" ? `${ctx.siteUrl}${signInPath}` : pageLink(ctx, signInPath);
  const hi = t("email.greeting", { name });
  const signIn = t("email.guessing.signIn");
  const text = `${hi}\n\n${lead}\n\n${after}\n\n${t("email.linkLine", { label: signIn, link })}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p><p>${esc(after)}</p><p><a href="${esc(link)}">${esc(signIn)}</a></p>`,
  );
  return { subject, text, html };
}

export interface EsimAlertForEmail {
  customerName: string;
  /** The plan as the customer bought it ("Japan"). */
  planName: string;
  iccid: string;
  level: EsimAlertLevel;
}

/** A usage alert: what is running low, and one tap to top up the same eSIM (no new QR code). */
export function esimAlertEmail(ctx: TemplateContext, alert: EsimAlertForEmail): RenderedEmail {
  const t = emailT(ctx);
  const subject = t(`email.alert.${alert.level}.subject`, { plan: alert.planName });
  const summary = t("email.alert.summary", {
    subject,
    which: t("email.alert.which", { last4: alert.iccid.slice(-4) }),
    lead: t(`email.alert.${alert.level}.lead`),
  });
  const after = t("email.alert.after");
  const link = pageLink(ctx, topupPath(alert.iccid));
  const profile = pageLink(ctx, "/profile");
  const topUp = t("email.alert.topUp");
  const hi = t("email.greeting", { name: alert.customerName });
  const text = `${hi}\n\n${summary}\n\n${after}\n\n${t("email.linkLine", { label: topUp, link })}\n\n${t("email.alert.offText", { link: profile })}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(summary)}</p><p>${esc(after)}</p><p><a href="${esc(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(topUp)}</a></p><p style="font-size:12px;color:#64748b">${htmlT(t, "email.alert.offHtml", { profile: `<a href="${esc(profile)}">${esc(t("email.alert.profile"))}</a>` })}</p>`,
  );
  return { subject, text, html };
}

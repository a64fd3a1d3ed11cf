import { formatRm } from "../../../app/lib/money";
import type { EmailTemplate } from "../../../app/schemas/admin/emails";
import { topupPath } from "../../../app/schemas/esim";
import type { EsimAlertLevel } from "../../db/schema";

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
  items: { name: string; quantity: number; priceSen: number }[];
}

export interface ShipmentForEmail {
  productName: string;
  carrier: string;
  trackingNumber: string;
}

export interface TemplateContext {
  brand: string;
  siteUrl: string;
}

export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function layout(ctx: TemplateContext, title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f7fb;font-family:Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:bold;font-size:18px;color:#0e7490">${esc(ctx.brand)}</p>
<div style="background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>
${body}
</div>
<p style="font-size:12px;color:#64748b">You receive this e-mail because of your account at ${esc(ctx.siteUrl)}.</p>
</div></body></html>`;
}

export function itemsText(order: OrderSummary): string {
  return order.items
    .map((i) => `- ${i.name} x ${i.quantity}: ${formatRm(i.priceSen * i.quantity)}`)
    .join("\n");
}

export function itemsHtml(order: OrderSummary): string {
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 0">${esc(i.name)} x ${i.quantity}</td><td style="text-align:right">${esc(formatRm(i.priceSen * i.quantity))}</td></tr>`,
    )
    .join("");
  return `<table style="width:100%;border-collapse:collapse">${rows}<tr><td style="padding-top:8px;font-weight:bold">Total</td><td style="text-align:right;font-weight:bold">${esc(formatRm(order.totalAmountSen))}</td></tr></table>`;
}

const ordersLink = (ctx: TemplateContext) => `${ctx.siteUrl}/my-orders`;

export function orderEmail(
  ctx: TemplateContext,
  template: "order_received" | "payment_confirmed" | "refund_issued" | "topup_failed",
  order: OrderSummary,
  /** What this refund sent back when it is less than the order (one line's). */
  refundedSen = order.totalAmountSen,
): RenderedEmail {
  const heads = {
    order_received: [
      `We received your order #${order.id}`,
      "We have your order and are waiting for the payment.",
    ],
    payment_confirmed: [
      `Payment confirmed for order #${order.id}`,
      "Thank you! Your payment went through. We are preparing your plan now and e-mail you as soon as it is ready.",
    ],
    refund_issued: [
      `Refund issued for order #${order.id}`,
      `We have refunded ${formatRm(refundedSen)} to your original payment method. It can take 5-10 business days to appear.`,
    ],
    topup_failed: [
      `We could not add your top-up (order #${order.id})`,
      "The network no longer accepts top-ups for this eSIM, so nothing was added to it. We will refund your payment; for a new trip, choose a new eSIM plan in our shop.",
    ],
  } as const;
  const [subject, lead] =
    template === "payment_confirmed" && order.kind === "topup"
      ? [
          `Payment confirmed for your top-up (order #${order.id})`,
          "Thank you! Your payment went through. We are adding the top-up to your eSIM now: there is nothing new to install. If the network refuses it, we tell you and refund you.",
        ]
      : heads[template];
  const link = ordersLink(ctx);
  const text = `Hi ${order.customerName},\n\n${lead}\n\nOrder #${order.id}\n${itemsText(order)}\nTotal: ${formatRm(order.totalAmountSen)}\n\nYour orders: ${link}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>Hi ${esc(order.customerName)},</p><p>${esc(lead)}</p>${itemsHtml(order)}<p><a href="${esc(link)}">See your orders</a></p>`,
  );
  return { subject, text, html };
}

export function simShippedEmail(
  ctx: TemplateContext,
  order: OrderSummary,
  shipment: ShipmentForEmail,
): RenderedEmail {
  const subject = `Your SIM is on its way (order #${order.id})`;
  const text = `Hi ${order.customerName},\n\nWe shipped ${shipment.productName}.\nCarrier: ${shipment.carrier}\nTracking number: ${shipment.trackingNumber}\n\nYour orders: ${ordersLink(ctx)}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    "Your SIM is on its way",
    `<p>Hi ${esc(order.customerName)},</p><p>We shipped <strong>${esc(shipment.productName)}</strong>.</p><p>Carrier: ${esc(shipment.carrier)}<br>Tracking number: <strong>${esc(shipment.trackingNumber)}</strong></p>`,
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
  const link = ONE_TIME_LINK;
  const copy =
    template === "password_reset"
      ? {
          subject: "Reset your password",
          lead: "Someone (we hope you) asked to reset the password of your account. The link works once, for 30 minutes.",
          button: "Choose a new password",
          after: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
        }
      : {
          subject: "Verify your e-mail address",
          lead: "Please confirm that this is your e-mail address. The link works once, for 24 hours.",
          button: "Verify my e-mail",
          after: "If you did not create an account, ignore this e-mail.",
        };
  const text = `Hi ${name},\n\n${copy.lead}\n\n${copy.button}: ${link}\n\n${copy.after}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    copy.subject,
    `<p>Hi ${esc(name)},</p><p>${esc(copy.lead)}</p><p><a href="${esc(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(copy.button)}</a></p><p style="font-size:12px;word-break:break-all">${esc(link)}</p><p>${esc(copy.after)}</p>`,
  );
  return { subject: copy.subject, text, html };
}

/**
 * To the owner of an account that strangers are guessing at (its budget for unrecognised devices is
 * used up). Says what happened and what to do; carries no secret, no link that signs anyone in, and
 * not the guessers' addresses.
 */
export function signInGuessingEmail(
  ctx: TemplateContext,
  name: string,
  signInPath: "/auth/login" | "/admin/login",
): RenderedEmail {
  const subject = "Someone is trying to sign in to your account";
  const lead =
    "We have stopped several sign-ins to your account with a wrong password or code, from devices that have not signed in to it before. For a while, only devices you have signed in with before can sign in.";
  const after =
    "If this was you, wait a few minutes or use a device you have signed in with before. If it was not you, nobody has got in, but to be safe choose a new password that you use nowhere else.";
  const link = `${ctx.siteUrl}${signInPath}`;
  const text = `Hi ${name},\n\n${lead}\n\n${after}\n\nSign in: ${link}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>Hi ${esc(name)},</p><p>${esc(lead)}</p><p>${esc(after)}</p><p><a href="${esc(link)}">Sign in</a></p>`,
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

const ALERT_WORDS: Record<EsimAlertLevel, { headline: string; lead: string }> = {
  data_75: { headline: "has 25 % of its data left", lead: "You have used about three quarters of its data." },
  data_90: { headline: "has 10 % of its data left", lead: "You have used about 90 % of its data." },
  expire_3: { headline: "expires in 3 days", lead: "Its plan ends in 3 days." },
  expire_1: { headline: "expires in 1 day", lead: "Its plan ends tomorrow." },
};

/** A usage alert: what is running low, and one tap to top up the same eSIM (no new QR code). */
export function esimAlertEmail(ctx: TemplateContext, alert: EsimAlertForEmail): RenderedEmail {
  const words = ALERT_WORDS[alert.level];
  const subject = `Your ${alert.planName} eSIM ${words.headline}`;
  const which = `eSIM ending ${alert.iccid.slice(-4)}`;
  const after = "A top-up adds data and days to the eSIM you already have: nothing new to install.";
  const link = `${ctx.siteUrl}${topupPath(alert.iccid)}`;
  const text = `Hi ${alert.customerName},\n\n${subject} (${which}). ${words.lead}\n\n${after}\n\nTop up this eSIM: ${link}\n\nYou can turn these e-mails off on your profile: ${ctx.siteUrl}/profile\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>Hi ${esc(alert.customerName)},</p><p>${esc(`${subject} (${which}). ${words.lead}`)}</p><p>${esc(after)}</p><p><a href="${esc(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Top up this eSIM</a></p><p style="font-size:12px;color:#64748b">You can turn these e-mails off on <a href="${esc(`${ctx.siteUrl}/profile`)}">your profile</a>.</p>`,
  );
  return { subject, text, html };
}
